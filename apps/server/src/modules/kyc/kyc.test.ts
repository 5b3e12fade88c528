import { type AuditEntry, IDEMPOTENCY_HEADER } from '@playline/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '#app/db/schema.ts';
import { buildTestApp } from '#app/test/build-test-app.ts';
import { loggedInPlayer } from '#app/test/factories.ts';
import { OWNER_KEY, testKey } from '#app/test/staff-keys.ts';
import { newKey, type TestClient } from '#app/test/test-client.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ WITHDRAWAL_DELAY_SECONDS: '604800' });
});
afterAll(() => app.close());

const setKyc = (id: number | string, body: object, token = OWNER_KEY) =>
  app.inject({
    method: 'PUT',
    url: `/api/admin/players/${id}/kyc`,
    payload: body,
    headers: { authorization: `Bearer ${token}` },
  });
const money = (client: TestClient, url: string, amount: number) => {
  const payment = url.includes('deposit')
    ? { method: 'ewallet', account: 'player@example.com' }
    : { method: 'bank_transfer', account: 'GR1601101250000000012300695' };
  return client.post(url, { amount, payment }, { [IDEMPOTENCY_HEADER]: newKey() });
};
const available = async (client: TestClient) =>
  (await client.get('/api/client/balance/refresh')).json().calculatedBalance;

/** A new player of the Greek brand, logged in on its site 44, with the market's mandatory limits and 50.00. */
async function greekPlayerWithMoney() {
  const player = await loggedInPlayer(app, 'site44.localhost', { brandKey: 'hellas' });
  const limit = { kind: 'deposit', period: 'month', amount: 100_000 };
  expect((await player.client.put('/api/client/rg/limits', limit)).statusCode).toBe(200);
  expect((await player.client.put('/api/client/rg/time-limit', { timeLimitSeconds: 3600 })).statusCode).toBe(200);
  expect((await money(player.client, '/api/client/deposit', 5_000)).statusCode).toBe(201);
  return player;
}

describe('withdrawals wait for a verified identity where the market says so', () => {
  it('refuses an unverified Greek player with 403 in Greek and English, and moves nothing', async () => {
    const { client } = await greekPlayerWithMoney();
    const refused = await money(client, '/api/client/withdraw', 2_000);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Οι αναλήψεις ανοίγουν μόλις επαληθευτεί η ταυτότητά σας. Επικοινωνήστε με την υποστήριξη για την επαλήθευση.',
    );
    const english = await money(client, '/api/client/withdraw?languageId=1', 2_000);
    expect(english.json().message).toBe(
      'Withdrawals open once your identity is verified. Please contact support to verify it.',
    );
    expect(await available(client)).toBe(5_000);
    expect((await client.get('/api/client/withdrawals')).json().items).toEqual([]);
  });

  it('says where the check stands while pending or rejected, and lets the money go once verified', async () => {
    const { client, userId } = await greekPlayerWithMoney();
    const attempt = () => money(client, '/api/client/withdraw?languageId=1', 2_000);
    expect((await setKyc(userId, { status: 'pending' })).json()).toMatchObject({ userId, kycStatus: 'pending' });
    expect((await attempt()).json().message).toBe(
      'Your identity check is in progress. Withdrawals open once it is verified.',
    );
    await setKyc(userId, { status: 'rejected' });
    expect((await attempt()).json()).toMatchObject({
      statusCode: 403,
      message: 'Your identity could not be verified, so withdrawals are closed. Please contact support.',
    });
    await setKyc(userId, { status: 'verified' });
    const paid = await attempt();
    expect(paid.statusCode).toBe(201);
    expect(paid.json().withdrawal).toMatchObject({ amount: 2_000, status: 'pending' });
    expect(await available(client)).toBe(3_000);
  });

  it('does not hold withdrawals on a market without the rule', async () => {
    const { client } = await loggedInPlayer(app);
    await money(client, '/api/client/deposit', 5_000);
    expect((await money(client, '/api/client/withdraw', 2_000)).statusCode).toBe(201);
  });

  it("seeds the Greek brand's demo players verified, so they can withdraw", async () => {
    // Read, not withdrawn from: the demo accounts are shared with other test files on PostgreSQL.
    const demo = await app.db
      .select({ kycStatus: users.kycStatus })
      .from(users)
      .where(and(eq(users.brandKey, 'hellas'), eq(users.userName, 'player1')));
    expect(demo).toEqual([{ kycStatus: 'verified' }]);
  });
});

describe('PUT /api/admin/players/:id/kyc', () => {
  it('needs a valid admin token, a known player and a known status, and is recorded in the audit log', async () => {
    const { userId, userName } = await loggedInPlayer(app, 'site44.localhost', { brandKey: 'hellas' });
    expect((await setKyc(userId, { status: 'verified' }, 'wrong-token-of-the-same-size')).statusCode).toBe(401);
    // Support answers players but does not decide identity checks.
    expect((await setKyc(userId, { status: 'verified' }, testKey('support'))).statusCode).toBe(403);
    expect((await setKyc(userId, { status: 'approved' })).statusCode).toBe(400);
    expect((await setKyc('abc', { status: 'verified' })).statusCode).toBe(400);
    const unknown = await setKyc(2_147_483_000, { status: 'verified' });
    expect(unknown.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'There is no player 2147483000' });
    const done = await setKyc(userId, { status: 'verified' });
    expect(done.json()).toEqual({ userId, userName, brandKey: 'hellas', kycStatus: 'verified' });
    await vi.waitFor(async () => {
      const audit = await app.inject({
        url: '/api/admin/audit?limit=50',
        headers: { authorization: `Bearer ${OWNER_KEY}` },
      });
      const entry = (audit.json().items as AuditEntry[]).find(
        (item) => item.requestId === done.headers['x-request-id'],
      );
      expect(entry).toMatchObject({
        action: 'PUT /api/admin/players/:id/kyc',
        target: `/api/admin/players/${userId}/kyc`,
        outcome: 200,
      });
    });
  });
});
