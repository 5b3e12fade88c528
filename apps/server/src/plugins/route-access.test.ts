import { brandForSite, hasArea, SITES } from '@playline/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { translate } from '../i18n/translate';
import { buildTestApp } from '../test/build-test-app';
import { TestClient } from '../test/test-client';
import type { RouteAccess } from './route-access';

/**
 * Every route the app registers with its config, collected as Fastify adds it (the fuzz suite's pattern): a new
 * route is walked here without touching this file.
 */
const collected = vi.hoisted(() => [] as { method: string; url: string; options: { config?: unknown } }[]);
/** Read once the app is built: a module's `declareAccess` hook runs after the root's on the same options. */
const accessOf = (route: (typeof collected)[number]) =>
  (route.options.config as { access?: RouteAccess } | undefined)?.access;
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof import('fastify')>();
  const wrapped = ((options: Parameters<typeof actual.default>[0]) => {
    const app = actual.default(options);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') collected.push({ method, url: route.url, options: route });
      }
    });
    return app;
  }) as typeof actual.default;
  return { ...actual, default: wrapped, fastify: wrapped };
});

/** A concrete URL for a route pattern: any value passes the router; validation comes after the access check. */
const concrete = (url: string) =>
  url
    .replace(/:file/, 'x.svg')
    .replace(/:(\w+)\??/g, '1')
    .replace(/\*/g, 'x');

/** Area prefixes that must never lose their rule: a new route under them is refused on a site without the area. */
const AREA_PREFIXES = ['/api/casino/', '/api/promotions/', '/api/sports/virtual/'];
const MONEY_ROUTES = [
  'POST /api/client/deposit',
  'POST /api/client/withdraw',
  'POST /api/client/withdrawals/:id/cancel',
  'POST /api/client/bets',
  'POST /api/client/bets/:betId/cashout',
];

describe('brand areas on every route (decision 020)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('declares an area on every route of an area and a money rule on every money route', () => {
    const areaRoutes = collected.filter((route) => AREA_PREFIXES.some((prefix) => route.url.startsWith(prefix)));
    expect(areaRoutes.length).toBeGreaterThan(20);
    for (const route of areaRoutes) expect(accessOf(route)?.areas, `${route.method} ${route.url}`).toBeDefined();
    for (const key of MONEY_ROUTES) {
      const route = collected.find(({ method, url }) => `${method} ${url}` === key);
      expect((route && accessOf(route))?.money, key).toBeDefined();
    }
  });

  it("answers 403 with the area's message on every site without it, and never on a site with it", async () => {
    const guarded = collected.filter((route) => accessOf(route)?.areas);
    const clients = new Map(
      Object.values(SITES).map((site) => [site.siteId, new TestClient(app, `site${site.siteId}.localhost`)]),
    );
    let refused = 0;
    for (const route of guarded) {
      const areas = accessOf(route)?.areas ?? [];
      for (const [siteId, client] of clients) {
        const site = brandForSite(siteId);
        const response = await client.request(
          route.method as 'GET',
          concrete(route.url),
          route.method === 'GET' ? undefined : {},
        );
        const message = translate(site.defaultLanguageId, 'access.areaClosed', {
          area: translate(site.defaultLanguageId, `access.area.${areas[0] ?? 'sports'}`),
        });
        const label = `${route.method} ${route.url} on site ${siteId}`;
        if (areas.some((area) => hasArea(site, area))) {
          expect(response.json().message, label).not.toBe(message);
        } else {
          expect({ status: response.statusCode, message: response.json().message }, label).toEqual({
            status: 403,
            message,
          });
          refused += 1;
        }
      }
    }
    // Casino routes alone are refused on the sports-only brands and on all nine shops.
    expect(refused).toBeGreaterThan(200);
  });
});
