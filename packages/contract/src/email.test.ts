import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { contactRequestSchema } from './api/help';
import { EMAIL_PATTERN, isEmail } from './email';

describe('e-mail addresses', () => {
  /** What zod itself says of an address, with its default pattern: the rule this module must not drift from. */
  const zodTakes = (text: string) => z.email().max(254).safeParse(text).success;
  const samples = [
    'eleni@example.com',
    'first.last+tag@mail.example.co.uk',
    "o'neil@example.ie",
    'a@b.c',
    'a@b',
    'a..b@example.com',
    '.a@example.com',
    'a.@example.com',
    'a b@example.com',
    'a@-example.com',
    'a@example.c0m',
    '@example.com',
    `${'a'.repeat(243)}@example.com`,
    `${'a'.repeat(242)}@example.com`,
  ];

  it("take exactly the addresses zod's default e-mail check takes", () => {
    for (const sample of samples) expect(isEmail(sample), sample).toBe(zodTakes(sample));
    const part = fc.stringMatching(/^[A-Za-z0-9_.'+ @-]{0,12}$/);
    fc.assert(
      fc.property(part, part, part, (local, domain, tld) => {
        const text = `${local}@${domain}.${tld}`;
        expect(isEmail(text)).toBe(zodTakes(text));
      }),
    );
  });

  it('is the pattern the contact schema checks with', () => {
    const contact = (email: string) =>
      contactRequestSchema.safeParse({ name: 'Eleni', email, topic: 'other', message: 'A question for you.' }).success;
    for (const sample of samples.filter((text) => text.length <= 254)) expect(contact(sample)).toBe(isEmail(sample));
    expect(EMAIL_PATTERN.test('eleni@example.com')).toBe(true);
  });
});
