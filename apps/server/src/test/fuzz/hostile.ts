import fc from 'fast-check';
import { anything } from './zod-arbitrary';

/** 100 KB: larger than any field should take, smaller than the body limit (so the service sees it). */
const HUGE = 'A'.repeat(100 * 1024);

/** Strings that break naive code: injections, unicode edge cases, path tricks and sizes. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  HUGE,
  `${'é'.repeat(20_000)}`,
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '1; select pg_sleep(0)',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  `{{7*7}}\${7*7}`,
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFFx',
  '😀𝕏𠜎',
  '\u202Eevil\u202C',
  'مرحبا',
  '\r\n\tSet-Cookie: x=1',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '%',
  '%zz',
  'NaN',
  'Infinity',
  '-0',
  '1e308',
  '0x10',
  '9'.repeat(400),
  'null',
  'undefined',
  'true',
  '__proto__',
  'constructor',
];

/** Numbers that break naive money code (JSON can carry all but NaN/Infinity, which stringify to null). */
export const HOSTILE_NUMBERS: readonly number[] = [
  0,
  -0,
  -1,
  1,
  0.5,
  -0.01,
  1.0000001,
  2 ** 31,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 63),
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
  Number.MAX_VALUE,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
];

export const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ minLength: 300, maxLength: 2000 }),
);

/** Any hostile scalar or structure: what replaces a field of a valid body. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.constantFrom(null, true, false, [], {}, [null], { $ne: null }, { __proto__: { admin: true } }),
  anything,
);

/**
 * A mutation of a (probably valid) object: one field replaced by a hostile value, removed, or an extra field
 * added; or the whole body replaced. Non-objects are replaced.
 */
export function mutate(valid: fc.Arbitrary<unknown>, keys: string[]): fc.Arbitrary<unknown> {
  const replaceField = fc
    .tuple(valid, fc.constantFrom(...(keys.length ? keys : ['x'])), hostileValue)
    .map(([value, key, bad]) => (isObject(value) ? { ...value, [key]: bad } : bad));
  const dropField = fc.tuple(valid, fc.constantFrom(...(keys.length ? keys : ['x']))).map(([value, key]) => {
    if (!isObject(value)) return value;
    const { [key]: _dropped, ...rest } = value;
    return rest;
  });
  const extraField = fc
    .tuple(valid, fc.constantFrom('__proto__', 'constructor', 'userId', 'isAdmin', 'balance', 'x'), hostileValue)
    .map(([value, key, bad]) => (isObject(value) ? { ...value, [key]: bad } : value));
  return fc.oneof(replaceField, dropField, extraField, hostileValue);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as it travels in a URL (path segment or query value): JSON scalars as text, the rest as JSON. */
export function asUrlText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || value === null || value === undefined) {
    return String(value);
  }
  return JSON.stringify(value);
}

/** `encodeURIComponent`, except that a lone surrogate (which it refuses) goes out as its raw WTF-8 bytes. */
export function encodeHostile(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return text
      .replace(/[\uD800-\uDFFF]/g, '\u0000')
      .split('\u0000')
      .map(encodeURIComponent)
      .join('%ED%A0%80');
  }
}
