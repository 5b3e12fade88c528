import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#app/test/build-test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const get = (url: string, host = 'localhost:3000') => app.inject({ url, headers: { host } });

async function sitemapUrls(host: string): Promise<string[]> {
  const response = await get('/sitemap.xml', host);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('application/xml');
  return [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
}

describe('health: /ping', () => {
  it('answers ok with the version, uncached', async () => {
    const response = await get('/ping');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('crawler files', () => {
  it('robots.txt allows everything and points at the sitemap on the same host', async () => {
    const response = await get('/robots.txt', 'site44.localhost:3000');
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toContain('User-agent: *\nAllow: /');
    expect(response.body).toContain('Sitemap: http://site44.localhost:3000/sitemap.xml');
  });

  it("lists a brand's public pages in its sitemap: site 1 has casino but no live betting", async () => {
    const urls = await sitemapUrls('site1.localhost:3000');
    expect(urls).toContain('http://site1.localhost:3000/');
    expect(urls).toContain('http://site1.localhost:3000/casino');
    expect(urls).toContain('http://site1.localhost:3000/live-casino');
    expect(urls).toContain('http://site1.localhost:3000/help/contact-us');
    expect(urls).not.toContain('http://site1.localhost:3000/live');
    expect(urls).not.toContain('http://site1.localhost:3000/schedule');
    expect(urls).not.toContain('http://site1.localhost:3000/help/cookie-policy');
  });

  it('site 84 has live betting but no casino', async () => {
    const urls = (await sitemapUrls('site84.localhost')).map((url) => new URL(url).pathname);
    expect(urls).toEqual(expect.arrayContaining(['/', '/sports', '/live', '/schedule', '/statistics', '/live-scores']));
    expect(urls.some((path) => path.startsWith('/casino') || path.startsWith('/live-casino'))).toBe(false);
  });

  it('leaves out parameterised, account, auth and developer pages', async () => {
    const paths = (await sitemapUrls('site44.localhost')).map((url) => new URL(url).pathname);
    expect(paths).toContain('/help/cookie-policy');
    expect(paths).toContain('/promotions');
    for (const hidden of [
      '/login',
      '/logout',
      '/register',
      '/slip-test',
      '/casino/test',
      '/access-denied',
      '/netent',
    ]) {
      expect(paths).not.toContain(hidden);
    }
    expect(paths.some((path) => path.includes(':') || path.startsWith('/user-account'))).toBe(false);
  });

  it('serves ads.txt and a security.txt that expires within a year', async () => {
    const ads = await get('/ads.txt');
    expect(ads.statusCode).toBe(200);
    expect(ads.body).toContain('placeholder.example.com, placeholder, DIRECT, placeholder');
    const security = await get('/.well-known/security.txt', 'site77.localhost');
    expect(security.body).toContain('Contact: mailto:security@site77.localhost');
    const expires = new Date(/Expires: (.+)/.exec(security.body)?.[1] ?? '');
    expect(expires.getTime()).toBeGreaterThan(Date.now());
    expect(expires.getTime()).toBeLessThan(Date.now() + 365 * 24 * 3600 * 1000);
  });

  it('answers any other /.well-known path with a JSON 404, never the app', async () => {
    const response = await get('/.well-known/assetlinks.json');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});

describe('redirects (design §6)', () => {
  it.each([
    ['/hc', '/help/contact-us'],
    ['/support', '/help/contact-us'],
    ['/seasonal-promos', '/promotions'],
    ['/promotions-mvc', '/promotions'],
  ])('moves %s permanently to %s', async (from, to) => {
    const response = await get(from);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(to);
  });

  it('keeps the query string', async () => {
    expect((await get('/support?topic=deposit')).headers.location).toBe('/help/contact-us?topic=deposit');
  });
});

describe('API reference', () => {
  it('serves the reference page and an OpenAPI document of the content calls', async () => {
    const page = await get('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const document = (await get('/api/docs/json')).json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/resources/text', '/api/teasers/zones/{languageId}/{zone}', '/api/boot', '/ping']),
    );
    expect(JSON.stringify(document.paths['/api/resources/text'])).toContain('languageId');
  });
});
