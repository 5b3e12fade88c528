import { DEFAULT_LANGUAGE_ID, GREEK_LANGUAGE_ID, SEO_TEXT_KEYS } from '@playline/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#app/test/build-test-app.ts';
import { GLOBAL_BRAND, helpPages, textResources } from '../schema';
import { contentBrands } from './brands';
import { reviseSeededCopy } from './copy-revisions';
import { EARLIER_RESPONSIBLE_GAMBLING_EN } from './copy-revisions.fixture';
import { RESPONSIBLE_GAMBLING } from './help/responsible-gambling';
import { earlierPlaySafe, playSafe } from './seo-texts';

let app: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const pageWhere = and(
  eq(helpPages.brandKey, GLOBAL_BRAND),
  eq(helpPages.slug, 'responsible-gambling'),
  eq(helpPages.languageId, DEFAULT_LANGUAGE_ID),
);
const pageBody = async () => (await app.db.select({ body: helpPages.body }).from(helpPages).where(pageWhere))[0]?.body;

describe('revising copy seeded before the safer-gambling tools', () => {
  it('rewrites a help page still exactly as first seeded, and leaves an edited one alone', async () => {
    await app.db.update(helpPages).set({ body: EARLIER_RESPONSIBLE_GAMBLING_EN }).where(pageWhere);
    expect(await reviseSeededCopy(app.db)).toBeGreaterThanOrEqual(1);
    expect(await pageBody()).toBe(RESPONSIBLE_GAMBLING.en.body);
    expect(await reviseSeededCopy(app.db)).toBe(0);

    const edited = `${EARLIER_RESPONSIBLE_GAMBLING_EN}\nCall our hotline.`;
    await app.db.update(helpPages).set({ body: edited }).where(pageWhere);
    await reviseSeededCopy(app.db);
    expect(await pageBody()).toBe(edited);
    await app.db.update(helpPages).set({ body: RESPONSIBLE_GAMBLING.en.body }).where(pageWhere);
  });

  it("replaces the home text's old promise in place, keeping the operator's other words", async () => {
    const hellas = contentBrands().find((brand) => brand.brandKey === 'hellas');
    if (!hellas) throw new Error('no hellas brand');
    const where = and(
      eq(textResources.brandKey, 'hellas'),
      eq(textResources.key, SEO_TEXT_KEYS.home),
      eq(textResources.languageId, GREEK_LANGUAGE_ID),
    );
    const [seeded] = await app.db.select({ body: textResources.body }).from(textResources).where(where);
    if (!seeded) throw new Error('no seeded home text');
    await app.db
      .update(textResources)
      .set({ body: `<p>Δικό μας κείμενο.</p><p>${earlierPlaySafe(21).el}</p>` })
      .where(where);
    await reviseSeededCopy(app.db);
    const [revised] = await app.db.select({ body: textResources.body }).from(textResources).where(where);
    expect(revised?.body).toBe(`<p>Δικό μας κείμενο.</p><p>${playSafe(hellas).el}</p>`);
    expect(revised?.body).toContain('/user-account/safer-gambling');
    expect(revised?.body).toContain('21 ετών');
    await app.db.update(textResources).set({ body: seeded.body }).where(where);
  });
});
