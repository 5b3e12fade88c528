import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helpPages } from '#app/db/schema.ts';
import { buildTestApp } from '#app/test/build-test-app.ts';
import { TestClient } from '#app/test/test-client.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

const on = (siteId: number) => new TestClient(app, `site${siteId}.localhost`);
const slugsOf = async (siteId: number, languageId = 1) =>
  ((await on(siteId).get(`/api/help/pages/${languageId}`)).json() as { slug: string }[]).map((page) => page.slug);

describe('help pages', () => {
  it('lists the pages a site offers, in order, with titles in its language', async () => {
    const response = await on(44).get('/api/help/pages/2');
    expect(response.statusCode).toBe(200);
    const pages = response.json() as { slug: string; title: string }[];
    expect(pages[0]).toEqual({ slug: 'faq', title: 'Συχνές ερωτήσεις' });
    expect(pages.map((page) => page.slug)).toEqual(expect.arrayContaining(['tax', 'cookie-policy', 'contact-us']));
  });

  it('offers the tax page only on Greek-market sites and the cookie policy only where the brand has one', async () => {
    for (const siteId of [44, 54, 149]) expect(await slugsOf(siteId)).toContain('tax');
    for (const siteId of [1, 77, 84]) expect(await slugsOf(siteId)).not.toContain('tax');
    expect(await slugsOf(149)).toContain('cookie-policy');
    expect(await slugsOf(54)).not.toContain('cookie-policy');
    expect(await slugsOf(1)).not.toContain('cookie-policy');
    expect((await on(1).get('/api/help/pages/1/tax')).statusCode).toBe(404);
    expect((await on(1).get('/api/help/pages/1/cookie-policy')).statusCode).toBe(404);
  });

  it('renders a page to HTML with the brand and the figures filled in', async () => {
    const response = await on(1).get('/api/help/pages/1/betting-rules');
    expect(response.statusCode).toBe(200);
    const page = response.json() as { slug: string; title: string; html: string; updatedAt: string };
    expect(page.slug).toBe('betting-rules');
    expect(page.title).toBe('Betting rules');
    expect(page.html).toContain('Playline');
    expect(page.html).toContain('<strong>€100,000.00</strong>');
    expect(page.html).toMatch(/<h2 id="dead-heat">/);
    expect(page.html).not.toMatch(/\{(brand|maxPayout)\}/);
    expect(Number.isNaN(Date.parse(page.updatedAt))).toBe(false);
  });

  it("draws the tax page's bracket table from the product's constants, in Greek on site 44", async () => {
    const page = (await on(44).get('/api/help/pages/2/tax')).json() as { title: string; html: string };
    expect(page.title).toBe('Φορολογικές πληροφορίες');
    expect(page.html).toContain('<table>');
    expect(page.html).toMatch(/2,5\s?%/);
    expect(page.html).toContain('Hellas Bet');
  });

  it('falls back to English for a language without pages, and answers 404 or 400 for unknown slugs', async () => {
    const page = (await on(1).get('/api/help/pages/3/faq')).json() as { title: string };
    expect(page.title).toBe('Frequently asked questions');
    const missing = await on(1).get('/api/help/pages/1/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    expect((await on(1).get('/api/help/pages/1/Bad%20Slug')).statusCode).toBe(400);
    expect((await on(1).get('/api/help/pages/abc/faq')).statusCode).toBe(400);
  });

  describe("a brand's own page", () => {
    const where = and(eq(helpPages.brandKey, 'arena'), eq(helpPages.slug, 'faq'), eq(helpPages.languageId, 1));
    beforeAll(async () => {
      await app.db.delete(helpPages).where(where);
      await app.db
        .insert(helpPages)
        .values({ brandKey: 'arena', languageId: 1, slug: 'faq', title: 'Arena questions', body: 'Ask {brand}.' });
    });
    afterAll(async () => {
      await app.db.delete(helpPages).where(where);
    });

    it("replaces the common page on that brand's sites only", async () => {
      const arena = (await on(77).get('/api/help/pages/1/faq')).json() as { title: string; html: string };
      expect(arena).toMatchObject({ title: 'Arena questions', html: '<p>Ask Arena.</p>\n' });
      expect(((await on(146).get('/api/help/pages/1')).json() as { title: string }[])[0]?.title).toBe(
        'Arena questions',
      );
      expect(((await on(1).get('/api/help/pages/1/faq')).json() as { title: string }).title).toBe(
        'Frequently asked questions',
      );
      // In Greek the common Greek page still wins over the brand's English one.
      expect(((await on(77).get('/api/help/pages/2/faq')).json() as { title: string }).title).toBe('Συχνές ερωτήσεις');
    });
  });
});

describe('help search', () => {
  type Hit = { slug: string; title: string; section: string | null; anchor: string | null; snippet: string };
  const search = async (siteId: number, languageId: number, q: string) =>
    on(siteId).get(`/api/help/search?languageId=${languageId}&q=${encodeURIComponent(q)}`);

  it('finds sections across the pages, with a plain-text snippet around the match', async () => {
    const response = await search(1, 1, 'cash out');
    expect(response.statusCode).toBe(200);
    const hits = response.json() as Hit[];
    expect(hits[0]).toMatchObject({ slug: 'faq', section: 'What is cash out?', anchor: 'what-is-cash-out' });
    expect(hits.some((hit) => hit.slug === 'betting-rules' && hit.section === 'Cash out')).toBe(true);
    for (const hit of hits) expect(hit.snippet).not.toMatch(/<[a-z]/i);
    expect(hits.length).toBeLessThanOrEqual(20);
  });

  it('matches Greek typed without accents or capitals, in any form of the word', async () => {
    const hits = (await search(44, 2, 'ΚΑΤΑΘΕΣΗ')).json() as Hit[];
    expect(hits.map((hit) => hit.slug)).toEqual(expect.arrayContaining(['faq', 'payment-methods']));
    expect(hits.slice(0, 2).map((hit) => hit.section)).toEqual(['Καταθέσεις και αναλήψεις', 'Πώς κάνω κατάθεση;']);
  });

  it("searches only the site's pages", async () => {
    const greek = (await search(44, 1, 'marginal')).json() as Hit[];
    expect(greek.map((hit) => hit.slug)).toContain('tax');
    expect((await search(1, 1, 'marginal')).json()).toEqual([]);
  });

  it('answers 400 for a query shorter than 2 or longer than 100 characters after trimming', async () => {
    for (const q of ['a', '   b   ', 'x'.repeat(101)]) {
      const response = await search(1, 1, q);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    }
    expect((await on(1).get('/api/help/search?q=cash')).statusCode).toBe(400);
  });
});
