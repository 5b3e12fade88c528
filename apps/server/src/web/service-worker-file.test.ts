import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, webFixture } from '../test/build-test-app';

/**
 * The web build's service worker (issue 9) at /sw.js: the browser checks it for updates on every navigation, so
 * it must revalidate (never the year-long cache of hashed assets), be JavaScript, and control the whole origin
 * (scope `/`, which a worker at the root gets without a Service-Worker-Allowed header).
 */
let app: FastifyInstance;

beforeAll(async () => {
  const dist = webFixture();
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
  app = await buildTestApp({ WEB_DIST: dist });
});
afterAll(() => app.close());

describe('the service worker file', () => {
  it('is served at the root as JavaScript that always revalidates', async () => {
    const response = await app.inject({ url: '/sw.js', headers: { host: 'site44.localhost' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('addEventListener');
  });

  it('answers a JSON 404 when the build has none, not the page', async () => {
    const response = await app.inject({ url: '/sw-missing.js', headers: { host: 'site44.localhost' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404 });
  });
});
