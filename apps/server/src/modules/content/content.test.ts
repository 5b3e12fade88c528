import { brandForSite, TEXT_CATALOGUES } from '@playline/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#app/test/build-test-app.ts';
import { offeredLinksOnly } from './service';

const EN: Record<string, string> = TEXT_CATALOGUES[1] ?? {};
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const get = (url: string, host = 'localhost:3000', headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { host, ...headers } });

/** A 400 in the one error shape whose message names the offending field. */
async function expectBadRequest(url: string, field: string) {
  const response = await get(url);
  expect(response.statusCode).toBe(400);
  const body = response.json();
  expect(body).toEqual({ statusCode: 400, error: 'Bad Request', message: expect.stringContaining(field) });
}

describe('connectivity probe: /api/1x1.png', () => {
  it('answers HEAD with 200 and GET with a real 1x1 PNG that is never cached', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/api/1x1.png?timestamp=1732270000000' });
    expect(head.statusCode).toBe(200);
    const response = await get('/api/1x1.png?timestamp=1732270000000');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('no-store');
    const png = response.rawPayload;
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1, 1]);
  });

  it('rejects a timestamp that is not a number', async () => {
    await expectBadRequest('/api/1x1.png?timestamp=soon', 'timestamp');
  });
});

describe('SEO texts: /api/resources/text', () => {
  it("answers the brand's own SEO text in the asked language", async () => {
    const greek = await get('/api/resources/text?languageId=2&key=Seo.Home', 'site44.localhost');
    expect(greek.statusCode).toBe(200);
    expect(greek.json().body).toMatch(/^<h2>Hellas Bet: αθλητικό στοίχημα/);
    expect(greek.json().body).toContain('href="/help/responsible-gambling"');
    const english = await get('/api/resources/text?languageId=1&key=Seo.Home', 'site44.localhost');
    expect(english.json().body).toContain('Hellas Bet is built for Greek fans');
  });

  it("gives shop variants and second sites their base brand's text", async () => {
    const web = await get('/api/resources/text?languageId=1&key=Seo.Home', 'site77.localhost');
    const shop = await get('/api/resources/text?languageId=1&key=Seo.Home', 'site78.localhost');
    const second = await get('/api/resources/text?languageId=1&key=Seo.Home', 'site146.localhost');
    expect(web.json().body).toContain('Arena turns every fixture');
    expect(shop.json()).toEqual(web.json());
    expect(second.json()).toEqual(web.json());
  });

  it('falls back to English for a language without the text, and serves global UI texts by key', async () => {
    const other = await get('/api/resources/text?languageId=7&key=Seo.Home', 'site84.localhost');
    expect(other.json().body).toContain('Kickoff keeps it simple');
    const ui = await get('/api/resources/text?languageId=2&key=Common.Alert');
    expect(ui.json()).toEqual({ body: TEXT_CATALOGUES[2]?.['Common.Alert'] });
  });

  it('answers an unknown key with a JSON 404', async () => {
    const response = await get('/api/resources/text?languageId=1&key=Seo.Nowhere');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'No text resource "Seo.Nowhere"' });
  });

  it('may be cached briefly and revalidated with its ETag', async () => {
    const first = await get('/api/resources/text?languageId=1&key=Seo.Home');
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const etag = String(first.headers.etag);
    const again = await get('/api/resources/text?languageId=1&key=Seo.Home', 'localhost:3000', {
      'if-none-match': etag,
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('rejects malformed queries with 400, naming the field', async () => {
    await expectBadRequest('/api/resources/text?languageId=abc&key=Seo.Home', 'languageId');
    await expectBadRequest('/api/resources/text?languageId=1&key=has%20spaces', 'key');
    await expectBadRequest('/api/resources/text?languageId=1', 'key');
    await expectBadRequest(`/api/resources/text?languageId=1&key=${'k'.repeat(101)}`, 'key');
    await expectBadRequest('/api/resources/text?languageId=0&key=Seo.Home', 'languageId');
  });
});

describe('teasers: /api/teasers/zones/:languageId/:zone', () => {
  it('lists the Greek-market zones of Hellas Bet, in Greek and in English', async () => {
    const greek = await get('/api/teasers/zones/2/52', 'site44.localhost');
    expect(greek.statusCode).toBe(200);
    const teasers = greek.json<{ zone: number; title: string; tone: string; link: string | null }[]>();
    expect(teasers.map((t) => t.title)).toEqual(['Δωρεάν περιστροφές Σαββατοκύριακου', 'Καθημερινό τζάκποτ']);
    expect(teasers.every((t) => t.zone === 52 && ['primary', 'accent', 'surface'].includes(t.tone))).toBe(true);
    const english = await get('/api/teasers/zones/1/13', 'site44.localhost');
    expect(english.json().map((t: { title: string }) => t.title)).toEqual(['Cash Out', 'Bet Builder', 'Match tracker']);
  });

  it('has two or three teasers in every Greek zone, shared by the shop and international sites', async () => {
    for (const zone of [13, 51, 52, 53, 54, 55]) {
      const own = (await get(`/api/teasers/zones/2/${zone}`, 'site44.localhost')).json<{ link: string | null }[]>();
      expect(own.length, `zone ${zone}`).toBeGreaterThanOrEqual(2);
      expect(own.length, `zone ${zone}`).toBeLessThanOrEqual(3);
      expect((await get(`/api/teasers/zones/2/${zone}`, 'site149.localhost')).json()).toEqual(own);
      // The shop shares Hellas Bet's teasers but has no casino, live casino, virtuals or promotions: none leads there.
      const shop = (await get(`/api/teasers/zones/2/${zone}`, 'site54.localhost')).json();
      expect(shop, `zone ${zone}`).toEqual(
        own.filter((teaser) => !/^\/(casino|live-casino|promotions|virtual-games)\b/.test(teaser.link ?? '')),
      );
    }
  });

  it("leads a shop's home only to areas it has (no casino cross-sell on shop 54)", async () => {
    const shopHome = (await get('/api/teasers/zones/2/1', 'site54.localhost')).json<{ link: string | null }[]>();
    const greekHome = (await get('/api/teasers/zones/2/1', 'site44.localhost')).json<{ link: string | null }[]>();
    expect(greekHome.some((teaser) => teaser.link === '/casino')).toBe(true);
    expect(shopHome.length).toBeGreaterThan(0);
    expect(shopHome.map((teaser) => teaser.link)).not.toContain('/casino');
  });

  it('gives other brands a home hero (zone 1) and an empty list for zones they lack', async () => {
    const hero = (await get('/api/teasers/zones/1/1', 'site77.localhost')).json();
    expect(hero[0]).toMatchObject({ zone: 1, title: 'Welcome to Arena', link: '/sports', tone: 'primary' });
    const none = await get('/api/teasers/zones/1/13', 'site77.localhost');
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);
  });

  it('rejects malformed zones and languages', async () => {
    await expectBadRequest('/api/teasers/zones/1/-1', 'zone');
    await expectBadRequest('/api/teasers/zones/abc/13', 'languageId');
    await expectBadRequest('/api/teasers/zones/1/1.5', 'zone');
  });
});

describe('bulk settings: /api/conf/bulk/:id?', () => {
  it("holds every catalogue text per language for the request's site", async () => {
    const response = await get('/api/conf/bulk', 'site77.localhost');
    expect(response.statusCode).toBe(200);
    const bulk = response.json<Record<string, Record<string, string>>>();
    expect(Object.keys(bulk).sort()).toEqual(['1', '2']);
    expect(Object.keys(bulk[1] ?? {}).sort()).toEqual(Object.keys(EN).sort());
    expect(bulk[2]?.['Common.Alert']).toBe(TEXT_CATALOGUES[2]?.['Common.Alert']);
    expect(bulk[1]?.['Home.Title']).toBe('Welcome to {{brand}}');
  });

  it("merges a brand's own wording over the global texts and leaves SEO texts out", async () => {
    const hellas = (await get('/api/conf/bulk/44')).json();
    const global = (await get('/api/conf/bulk/77')).json();
    expect(hellas[1]['Home.Subtitle']).toBe('Greek football, Euroleague nights and live tables, all in one place.');
    expect(global[1]['Home.Subtitle']).toBe(EN['Home.Subtitle']);
    expect(hellas[1]['Common.Alert']).toBe(EN['Common.Alert']);
    expect(hellas[1]['Seo.Home']).toBeUndefined();
  });

  it("uses the id given, else the request's site, and the default brand for an unknown id", async () => {
    expect((await get('/api/conf/bulk/44', 'localhost')).json()).toEqual(
      (await get('/api/conf/bulk', 'site44.localhost')).json(),
    );
    expect((await get('/api/conf/bulk/999', 'site44.localhost')).json()).toEqual(
      (await get('/api/conf/bulk/1')).json(),
    );
  });

  it('rejects an id that is not a number', async () => {
    await expectBadRequest('/api/conf/bulk/abc', 'id');
  });
});

describe('site notifications: /api/site/notifications/:languageId', () => {
  it('shows the enabled banner of brands that have one', async () => {
    const response = await get('/api/site/notifications/2', 'site44.localhost');
    expect(response.json()).toEqual({ body: expect.stringContaining('Super League'), isEnabled: true });
    const english = await get('/api/site/notifications/1', 'site146.localhost');
    expect(english.json()).toEqual({ body: expect.stringContaining('Scheduled maintenance'), isEnabled: true });
  });

  it('is disabled for brands without one', async () => {
    const response = await get('/api/site/notifications/1', 'site84.localhost');
    expect(response.statusCode).toBe(200);
    expect(response.json().isEnabled).toBe(false);
  });

  it('rejects a malformed language id', async () => {
    await expectBadRequest('/api/site/notifications/greek', 'languageId');
  });
});

describe('boot configuration: /api/boot', () => {
  it("describes the request's site: brand, theme CSS, version and bulk texts", async () => {
    const boot = (await get('/api/boot', 'site123.localhost')).json();
    expect(boot.siteId).toBe(123);
    expect(boot.brand).toMatchObject({ name: 'Goalline', hideRegistration: true, theme: 'goalline' });
    expect(boot.themeCss).toMatch(/^:root\{color-scheme:light;--pl-background:#f5f5f7;/);
    expect(boot.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(boot.bulk).toEqual((await get('/api/conf/bulk/123')).json());
  });
});

describe('links in the site notice', () => {
  it('keeps links the site offers and turns the others into their words', () => {
    const body = 'Boosted odds. <a href="/promotions">See the offer</a> or <a href="/sports">bet now</a>.';
    expect(offeredLinksOnly(brandForSite(54), body)).toBe(
      'Boosted odds. See the offer or <a href="/sports">bet now</a>.',
    );
    expect(offeredLinksOnly(brandForSite(44), body)).toBe(body);
  });
});
