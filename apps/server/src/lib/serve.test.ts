import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../test/build-test-app';

/** Every route as Fastify adds it (the route-access test's pattern), so a route added by hand is caught here. */
const collected = vi.hoisted(() => [] as { method: string; url: string; endpoint: boolean; websocket: boolean }[]);
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof import('fastify')>();
  const wrapped = ((options: Parameters<typeof actual.default>[0]) => {
    const app = actual.default(options);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        const websocket = Boolean((route as { websocket?: boolean }).websocket);
        collected.push({ method, url: route.url, endpoint: route.config?.endpoint === true, websocket });
      }
    });
    return app;
  }) as typeof actual.default;
  return { ...actual, default: wrapped, fastify: wrapped };
});

/** Not operations of the API: the reference page's own files and the web build (pages, assets, SPA fallback). */
const NOT_OPERATIONS = [
  /^\/api\/docs/,
  /^\/assets\//,
  /^\/\*$/,
  /^\/$/,
  /^\/sw\.js$/,
  /^\/workbox-/,
  /^\/game-frame\/$/,
];

interface Operation {
  summary?: string;
  security?: unknown[];
}

describe('one contract for every operation (issue 20)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    await app.ready();
  });
  afterAll(() => app.close());

  it('registers every API route from a contract endpoint, so no path is written twice', () => {
    const byHand = collected
      .filter((route) => !route.endpoint && !route.websocket)
      .filter((route) => !NOT_OPERATIONS.some((pattern) => pattern.test(route.url)))
      .map((route) => `${route.method} ${route.url}`);
    expect(byHand).toEqual([]);
    expect(collected.filter((route) => route.endpoint).length).toBeGreaterThan(100);
  });

  it('documents a summary on every operation and the security scheme of every guarded one', () => {
    const document = app.swagger() as {
      paths: Record<string, Record<string, Operation>>;
      components: { securitySchemes: Record<string, { type: string; in?: string; scheme?: string }> };
    };
    expect(document.components.securitySchemes.session).toMatchObject({ type: 'apiKey', in: 'cookie' });
    expect(document.components.securitySchemes.staffSession).toMatchObject({ type: 'apiKey', in: 'cookie' });
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.components.securitySchemes.bootstrapToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, operation })),
    );
    expect(operations.filter(({ operation }) => !operation.summary).map(({ key }) => key)).toEqual([]);
    // Every operator call takes a staff session or an API key; the bootstrap alone takes the ADMIN_TOKEN.
    const operatorWithoutStaff = operations.filter(
      ({ key, operation }) =>
        key.includes(' /api/admin/') &&
        !key.endsWith(' /api/admin/bootstrap') &&
        !['staffSession', 'apiKey'].every((scheme) => JSON.stringify(operation.security ?? []).includes(scheme)),
    );
    expect(operatorWithoutStaff.map(({ key }) => key)).toEqual([]);
    const playerWithoutSession = operations.filter(
      ({ key, operation }) =>
        key.includes(' /api/client/') && !JSON.stringify(operation.security ?? []).includes('session'),
    );
    expect(playerWithoutSession.map(({ key }) => key)).toEqual([]);
  });

  it('answers 401 on a session operation without a session, from the guard its endpoint declares', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/client/rg/safer-gambling' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ statusCode: 401 });
  });
});
