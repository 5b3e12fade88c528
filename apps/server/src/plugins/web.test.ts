import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BOOT_GLOBAL, type BootConfig, themeCss } from '@playline/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textResources } from '../db/schema';
import { buildTestApp } from '../test/build-test-app';

let app: FastifyInstance;
const BREAKOUT = '</script><script>window.pwned=1</script>\u2028';

beforeAll(async () => {
  app = await buildTestApp();
  // A text an operator could type: it must reach the page as data, never as markup.
  await app.db
    .insert(textResources)
    .values({ brandKey: 'kickoff', languageId: 1, key: 'Test.ScriptBreakout', body: BREAKOUT })
    .onConflictDoNothing();
});
afterAll(() => app.close());

const page = (url: string, host: string, headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { host, ...headers } });

/** The boot configuration as the browser would evaluate it from the inline script. */
function bootOf(html: string): BootConfig {
  const json = new RegExp(`<script nonce="[^"]+">window\\.${BOOT_GLOBAL}=(.*?)</script>`).exec(html)?.[1];
  expect(json).toBeDefined();
  return JSON.parse(json ?? 'null');
}

describe('index.html with the brand injected', () => {
  it('gives Hellas Bet its theme, boot configuration, Greek language and title, never cached', async () => {
    const response = await page('/', 'site44.localhost:3000');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(html).toContain('<html lang="el">');
    expect(html).toContain('<title>Hellas Bet</title>');
    expect(html).toMatch(/<style id="pl-theme" nonce="[A-Za-z0-9+/=]{24}">/);
    expect(html).toContain(`">${themeCss('aegean')}</style>`);
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(html).not.toContain('<!--playline-head-->');
    const boot = bootOf(html);
    expect(boot).toMatchObject({ siteId: 44, brand: { name: 'Hellas Bet', zones: { sportsServices: 13 } } });
    expect(boot.bulk['2']?.['Common.Alert']).toBeTruthy();
    expect(boot).toEqual((await page('/api/boot', 'site44.localhost')).json());
  });

  it('serves every app route, however deep, as the same page', async () => {
    for (const path of ['/sports/football/greece/super-league', '/user-account/', '/index.html', '/no/such/page?x=1']) {
      const response = await page(path, 'site77.localhost');
      expect(response.statusCode, path).toBe(200);
      expect(bootOf(response.body).brand.name).toBe('Arena');
    }
  });

  it('carries stored texts as data even when they contain markup', async () => {
    const html = (await page('/', 'site84.localhost')).body;
    expect(html).not.toContain('window.pwned=1</script>');
    expect(bootOf(html).bulk['1']?.['Test.ScriptBreakout']).toBe(BREAKOUT);
  });

  it('revalidates with its ETag, and answers HEAD without a body', async () => {
    const first = await page('/', 'site123.localhost');
    const etag = String(first.headers.etag);
    expect((await page('/', 'site123.localhost', { 'if-none-match': etag })).statusCode).toBe(304);
    const head = await app.inject({ method: 'HEAD', url: '/casino', headers: { host: 'site123.localhost' } });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('is compressed for browsers that accept brotli or gzip', async () => {
    const br = await page('/', 'site1.localhost', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    const gzip = await page('/api/conf/bulk', 'site1.localhost', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });
});

describe('static files of the web build', () => {
  it('caches hashed assets for a year', async () => {
    const response = await page('/assets/index-abc123.js', 'localhost');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates other files, and answers a missing file with a JSON 404 instead of the page', async () => {
    expect((await page('/favicon.svg', 'localhost')).headers['cache-control']).toBe('no-cache');
    for (const path of ['/assets/gone-123.js', '/missing.png']) {
      const response = await page(path, 'localhost');
      expect(response.statusCode, path).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
  });

  it('never answers an unknown API path with the page', async () => {
    const response = await page('/api/no/such/call', 'site44.localhost');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Route GET:/api/no/such/call not found',
    });
  });
});

describe('before the web app is built', () => {
  it('tells the developer to build it, with a 503, and keeps the API working', async () => {
    const empty = await buildTestApp({ WEB_DIST: mkdtempSync(join(tmpdir(), 'playline-empty-')) });
    try {
      const response = await empty.inject({ url: '/sports' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ statusCode: 503, message: expect.stringContaining('npm run build') });
      expect((await empty.inject({ url: '/ping' })).statusCode).toBe(200);
    } finally {
      await empty.close();
    }
  });
});
