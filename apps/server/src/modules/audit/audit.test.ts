import { type AuditEntry, IDEMPOTENCY_HEADER } from '@playline/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '#app/test/build-test-app.ts';
import { loggedInPlayer } from '#app/test/factories.ts';
import { OWNER_KEY, testKey } from '#app/test/staff-keys.ts';
import { newKey } from '#app/test/test-client.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({});
});
afterAll(() => app.close());

const admin = (url: string, method: 'GET' | 'PUT' = 'GET', token = OWNER_KEY) =>
  app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });

/** Newest entries (the persistent test database may hold others: tests look for their own). */
async function latest(limit = 100): Promise<AuditEntry[]> {
  const response = await admin(`/api/admin/audit?limit=${limit}`);
  expect(response.statusCode).toBe(200);
  return response.json().items;
}

describe('audit log (issue 10)', () => {
  it('records a deposit with its user, amount, idempotency key, transaction, request id and address', async () => {
    const { client, userId } = await loggedInPlayer(app);
    const key = newKey();
    const response = await client.post(
      '/api/client/deposit',
      { amount: 2_500, payment: { method: 'ewallet', account: 'player@example.com' } },
      { [IDEMPOTENCY_HEADER]: key },
    );
    expect(response.statusCode).toBe(201);
    const entry = (await latest()).find((item) => item.idempotencyKey === key);
    expect(entry).toMatchObject({
      category: 'money',
      action: 'deposit',
      userId,
      amount: 2_500,
      transactionId: response.json().transactionId,
      requestId: response.headers['x-request-id'],
      ip: '127.0.0.1',
    });
    // A retry with the same key replays the first answer: no second movement, no second entry.
    await client.post(
      '/api/client/deposit',
      { amount: 2_500, payment: { method: 'ewallet', account: 'player@example.com' } },
      { [IDEMPOTENCY_HEADER]: key },
    );
    expect((await latest()).filter((item) => item.idempotencyKey === key)).toHaveLength(1);
  });

  it('records operator changes and refusals with actor, route, target and outcome, not plain reads', async () => {
    const refused = await admin('/api/admin/outbox?limit=3', 'GET', 'wrong-token-of-same-size');
    expect(refused.statusCode).toBe(401);
    const forbidden = await admin('/api/admin/outbox?limit=5', 'GET', testKey('support'));
    expect(forbidden.statusCode).toBe(403);
    const read = await admin('/api/admin/outbox?limit=4');
    expect(read.statusCode).toBe(200);
    const change = await admin('/api/admin/users/999999/groups', 'PUT');
    // Admin entries are written after the response (onResponse), which an injected request does not wait for.
    const entries = await vi.waitFor(async () => {
      const items = await latest();
      expect(items.some((item) => item.requestId === change.headers['x-request-id'])).toBe(true);
      return items;
    });
    expect(entries.find((item) => item.requestId === refused.headers['x-request-id'])).toMatchObject({
      category: 'admin',
      action: 'GET /api/admin/outbox',
      target: '/api/admin/outbox?limit=3',
      outcome: 401,
      actorKind: null,
    });
    expect(entries.find((item) => item.requestId === forbidden.headers['x-request-id'])).toMatchObject({
      outcome: 403,
      actorKind: 'api_key',
      actorName: 'test support',
    });
    expect(entries.find((item) => item.requestId === read.headers['x-request-id'])).toBeUndefined();
    expect(entries.find((item) => item.requestId === change.headers['x-request-id'])).toMatchObject({
      category: 'admin',
      action: 'PUT /api/admin/users/:userId/groups',
      target: '/api/admin/users/999999/groups',
      outcome: change.statusCode,
      actorKind: 'api_key',
      actorName: 'test owner',
    });
  });

  it('pages back with before, and answers 401 without a token and 400 for a bad query', async () => {
    const [newest, second] = await latest(2);
    expect(newest && second && newest.id > second.id).toBe(true);
    const page = (await admin(`/api/admin/audit?limit=1&before=${newest?.id}`)).json();
    expect(page.items).toEqual([second]);
    expect(page.nextBefore).toBe(second?.id);
    expect((await app.inject({ url: '/api/admin/audit' })).statusCode).toBe(401);
    const bad = await admin('/api/admin/audit?limit=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });
});
