import { HELP_SLUGS } from '@playline/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helpPages } from '#app/db/schema.ts';
import { buildTestApp } from '#app/test/build-test-app.ts';
import { helpPageRows, seedHelpPages } from '../help-pages';

describe('help page seed', () => {
  it('has every help page in English and Greek for all brands, with no lorem ipsum', () => {
    const rows = helpPageRows();
    for (const slug of HELP_SLUGS) {
      for (const languageId of [1, 2]) {
        const row = rows.find((r) => r.brandKey === '*' && r.slug === slug && r.languageId === languageId);
        expect(row?.body.length, `${slug} in language ${languageId}`).toBeGreaterThan(300);
      }
    }
    expect(rows.some((row) => /lorem ipsum/i.test(row.body))).toBe(false);
    expect(rows.filter((row) => row.languageId === 2).every((row) => /[α-ω]/.test(row.body))).toBe(true);
  });

  it('keeps Hellas Bet its own contact page, pointing to its chat', () => {
    const own = helpPageRows().filter((row) => row.brandKey === 'hellas');
    expect(own.map((row) => [row.slug, row.languageId])).toEqual([
      ['contact-us', 1],
      ['contact-us', 2],
    ]);
    for (const row of own) expect(row.body).toContain('/help/chat');
  });

  describe('on a database', () => {
    let app: Awaited<ReturnType<typeof buildTestApp>>;
    beforeAll(async () => {
      app = await buildTestApp();
    });
    afterAll(async () => {
      await app?.close();
    });

    it('adds nothing once the table holds pages, so operators keep their edits', async () => {
      const before = await app.db.select({ rows: count() }).from(helpPages);
      expect(await seedHelpPages(app.db)).toBe(0);
      expect(await app.db.select({ rows: count() }).from(helpPages)).toEqual(before);
      expect(before[0]?.rows).toBeGreaterThanOrEqual(helpPageRows().length);
    });
  });
});
