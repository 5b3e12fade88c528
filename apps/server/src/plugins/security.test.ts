import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, webFixture } from '../test/build-test-app';

const dist = webFixture();
writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
writeFileSync(join(dist, 'game-frame.html'), '<!doctype html><html><body><main id="game"></main></body></html>');

let app: FastifyInstance;
let production: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ WEB_DIST: dist });
  production = await buildTestApp({
    WEB_DIST: dist,
    NODE_ENV: 'production',
    SPORTS_PROVIDER_URLS: 'kickoff:digitain=https://sports.vendor.example/frame?x=1',
  });
});
afterAll(async () => {
  await app.close();
  await production.close();
});

const get = (server: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  server.inject({ url, headers: { host: 'site44.localhost:3000', ...headers } });

/** The CSP directives of a response, by name. */
function directives(header: unknown): Record<string, string[]> {
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values]),
  );
}

const REPRESENTATIVE = {
  page: '/',
  'deep page': '/sports/football',
  'API JSON': '/api/boot',
  'API error': '/api/no-such-call',
  asset: '/assets/index-abc123.js',
  'service worker': '/sw.js',
  'game frame': '/game-frame/?token=abcdefghijklmnopqrstuvwxyz',
};

describe('security headers on every kind of response', () => {
  it.each(Object.entries(REPRESENTATIVE))('%s (%s) carries them all', async (_kind, url) => {
    const response = await get(app, url);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['permissions-policy']).toContain('camera=()');
    const csp = directives(response.headers['content-security-policy']);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'", expect.stringMatching(/^'nonce-[A-Za-z0-9+/]{22}=='$/)]);
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['connect-src']).toEqual(["'self'", 'ws://site44.localhost:3000', 'wss://site44.localhost:3000']);
    for (const name of ['img-src', 'worker-src', 'manifest-src', 'base-uri', 'form-action', 'style-src'])
      expect(csp[name], name).toContain("'self'");
    // Plain HTTP outside production: no HSTS (browsers would ignore it anyway).
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('gives each page response its own nonce, on both the boot script and the theme style', async () => {
    const nonces = await Promise.all(
      [1, 2].map(async () => {
        const response = await get(app, '/');
        const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
        expect(response.body).toContain(`<script nonce="${nonce}">`);
        expect(response.body).toContain(`<style id="pl-theme" nonce="${nonce}">`);
        expect(response.body).not.toContain('pl-nonce-');
        return nonce;
      }),
    );
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('sends no policy with a 304, so the stored page keeps the nonce of its stored policy', async () => {
    const first = await get(app, '/');
    const again = await get(app, '/', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-security-policy']).toBeUndefined();
  });

  it('relaxes styles on the API reference only', async () => {
    const response = await get(app, '/api/docs/static/index.html');
    const csp = directives(response.headers['content-security-policy']);
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
  });

  it('refuses a hostile Host header a place in the policy', async () => {
    const response = await get(app, '/api/boot', { host: "evil.example; script-src 'unsafe-inline'" });
    const csp = directives(response.headers['content-security-policy']);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toHaveLength(2);
  });
});

describe('in production', () => {
  it('sends HSTS for a year with subdomains, and lets provider pages frame the configured sportsbook', async () => {
    const response = await get(production, '/');
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const csp = directives(response.headers['content-security-policy']);
    expect(csp['frame-src']).toEqual(["'self'", 'https://sports.vendor.example']);
  });
});
