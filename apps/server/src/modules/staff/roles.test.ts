import type { AuditEntry } from '@playline/contract';
import { type Permission, roleCan, STAFF_ROLES } from '@playline/contract/staff/roles';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '#app/test/build-test-app.ts';
import { OWNER_KEY, testKey } from '#app/test/staff-keys.ts';

/** Every operator route as Fastify adds it, with the permission its contract endpoint names. */
const operatorRoutes = vi.hoisted(() => [] as { method: string; url: string; permission: string }[]);
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof import('fastify')>();
  const wrapped = ((options: Parameters<typeof actual.default>[0]) => {
    const app = actual.default(options);
    app.addHook('onRoute', (route) => {
      const permission = route.config?.permission;
      if (!permission) return;
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') operatorRoutes.push({ method, url: route.url, permission });
      }
    });
    return app;
  }) as typeof actual.default;
  return { ...actual, default: wrapped, fastify: wrapped };
});

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

/** A call that changes nothing even when allowed: ids that do not exist, an empty body. */
function call(method: string, url: string, key: string) {
  return app.inject({
    method: method as 'GET',
    url: url.replace(/:[A-Za-z]+/g, '999999'),
    headers: { authorization: `Bearer ${key}`, ...(UNSAFE.has(method) ? { 'content-type': 'application/json' } : {}) },
    ...(UNSAFE.has(method) ? { payload: '{}' } : {}),
  });
}

describe('every operator endpoint with every role (issue 22)', () => {
  it('finds the operator routes', () => {
    expect(operatorRoutes.length).toBeGreaterThan(20);
  });

  it.each(STAFF_ROLES)('lets the %s role call exactly what its permissions allow', async (role) => {
    const wrong: string[] = [];
    for (const { method, url, permission } of operatorRoutes) {
      const response = await call(method, url, testKey(role));
      const allowed = roleCan(role, permission as Permission);
      if ((response.statusCode === 403) === allowed) wrong.push(`${method} ${url}: ${response.statusCode}`);
      if (response.statusCode >= 500) wrong.push(`${method} ${url}: ${response.statusCode} ${response.body}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 401 on every operator endpoint without a key, and with a revoked or made-up one', async () => {
    const wrong: string[] = [];
    for (const { method, url } of operatorRoutes) {
      const response = await call(method, url, `plk_${'x'.repeat(43)}`);
      if (response.statusCode !== 401) wrong.push(`${method} ${url}: ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('audits every change an operator makes or is refused, with who did it', async () => {
    const calls: { route: string; requestId: string; status: number }[] = [];
    for (const { method, url } of operatorRoutes.filter((route) => UNSAFE.has(route.method))) {
      for (const key of [OWNER_KEY, testKey('content')]) {
        const response = await call(method, url, key);
        calls.push({
          route: `${method} ${url}`,
          requestId: String(response.headers['x-request-id']),
          status: response.statusCode,
        });
      }
    }
    const entries = await vi.waitFor(async () => {
      const page = await app.inject({
        url: '/api/admin/audit?limit=500&category=admin',
        headers: { authorization: `Bearer ${OWNER_KEY}` },
      });
      const items: AuditEntry[] = page.json().items;
      expect(items.filter((item) => calls.some((entry) => entry.requestId === item.requestId))).toHaveLength(
        calls.length,
      );
      return items;
    });
    for (const { route, requestId, status } of calls) {
      expect(
        entries.find((item) => item.requestId === requestId),
        route,
      ).toMatchObject({
        action: route,
        outcome: status,
        actorKind: 'api_key',
        actorName: expect.stringMatching(/^test (owner|content)$/),
      });
    }
  });
});
