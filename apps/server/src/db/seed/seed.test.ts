import { GREEK_ZONES, SEO_TEXT_KEYS, TEXT_CATALOGUES } from '@playline/contract';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#app/test/build-test-app.ts';
import { GLOBAL_BRAND, siteNotifications, teasers, textResources } from '../schema';
import { contentBrands } from './brands';
import { seedDatabase } from './index';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const rows = async (table: typeof textResources | typeof teasers | typeof siteNotifications) =>
  (await app.db.select({ n: count() }).from(table))[0]?.n ?? 0;

describe('seed', () => {
  it('is safe to run again: nothing is added or duplicated', async () => {
    const before = [await rows(textResources), await rows(teasers), await rows(siteNotifications)];
    const report = await seedDatabase(app.db);
    expect(report).toEqual({ demoContent: false, inserted: 0, accounts: 0, groups: 0, staff: 0 });
    expect([await rows(textResources), await rows(teasers), await rows(siteNotifications)]).toEqual(before);
  });

  it('retires a global text whose key the catalogue dropped, and keeps a brand row of that key', async () => {
    const retired = { languageId: 1, key: 'Retired.Key', body: 'old words' };
    await app.db.insert(textResources).values([
      { ...retired, brandKey: GLOBAL_BRAND },
      { ...retired, brandKey: 'hellas' },
    ]);
    await seedDatabase(app.db);
    const left = await app.db
      .select({ brandKey: textResources.brandKey })
      .from(textResources)
      .where(eq(textResources.key, retired.key));
    expect(left).toEqual([{ brandKey: 'hellas' }]);
    await app.db.delete(textResources).where(eq(textResources.key, retired.key));
  });

  it('holds every UI text of the catalogues, globally, in English and Greek', async () => {
    for (const [languageId, catalogue] of Object.entries(TEXT_CATALOGUES)) {
      const stored = await app.db
        .select({ key: textResources.key })
        .from(textResources)
        .where(and(eq(textResources.brandKey, GLOBAL_BRAND), eq(textResources.languageId, Number(languageId))));
      expect(stored.map((row) => row.key)).toEqual(expect.arrayContaining(Object.keys(catalogue)));
    }
  });

  it('writes a home SEO text with a heading and a link for every brand, in both languages', async () => {
    const homes = await app.db.select().from(textResources).where(eq(textResources.key, SEO_TEXT_KEYS.home));
    expect(homes).toHaveLength(contentBrands().length * 2);
    for (const home of homes) {
      expect(home.body).toMatch(/^<h2>.+<\/h2><p>.{80,}<\/p><p>.*<a href="\/[a-z-]+">/);
    }
  });

  it('enables the site notification of a few brands only', async () => {
    const enabled = await app.db.select().from(siteNotifications).where(eq(siteNotifications.isEnabled, true));
    const brands = new Set(enabled.map((row) => row.brandKey));
    expect([...brands].sort()).toEqual(['arena', 'hellas', 'sunset']);
    expect(await rows(siteNotifications)).toBe(contentBrands().length * 2);
  });

  it('fills the Greek-market zones only for the Greek brand', async () => {
    for (const zone of Object.values(GREEK_ZONES)) {
      const inZone = await app.db.select().from(teasers).where(eq(teasers.zone, zone));
      expect(new Set(inZone.map((row) => row.brandKey))).toEqual(new Set(['hellas']));
    }
  });
});
