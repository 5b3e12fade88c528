import { IDEMPOTENCY_HEADER } from '@playline/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#app/test/build-test-app.ts';
import { loggedInPlayer } from '#app/test/factories.ts';
import { newKey, type TestClient } from '#app/test/test-client.ts';

const DAY = 24 * 60 * 60 * 1000;
let now = Date.parse('2026-05-01T09:00:00Z');
let app: FastifyInstance;
let client: TestClient;
const ids: Record<string, number> = {};

beforeAll(async () => {
  app = await buildTestApp({ WITHDRAWAL_DELAY_SECONDS: '604800' }, { clock: () => new Date(now) });
  ({ client } = await loggedInPlayer(app, 'localhost', { rememberMe: true }));
  const post = async (url: string, body: unknown) =>
    (await client.post(url, body, { [IDEMPOTENCY_HEADER]: newKey() })).json();
  // May 1: two deposits; May 2: a withdrawal; May 3: its cancellation and a third deposit.
  ids.first = (
    await post('/api/client/deposit', { amount: 10_000, payment: { method: 'ewallet', account: 'player@example.com' } })
  ).transactionId;
  now += 60_000;
  ids.second = (
    await post('/api/client/deposit', { amount: 5_000, payment: { method: 'ewallet', account: 'player@example.com' } })
  ).transactionId;
  now += DAY;
  ids.withdrawal = (
    await post('/api/client/withdraw', {
      amount: 3_000,
      payment: { method: 'bank_transfer', account: 'DE89370400440532013000' },
    })
  ).withdrawal.id;
  now += DAY;
  ids.cancel = (await post(`/api/client/withdrawals/${ids.withdrawal}/cancel`, {})).withdrawal.id;
  ids.third = (
    await post('/api/client/deposit', { amount: 100, payment: { method: 'ewallet', account: 'player@example.com' } })
  ).transactionId;
});
afterAll(() => app.close());

const history = async (query: string) => {
  const response = await client.get(`/api/client/transactions${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('GET /api/client/transactions', () => {
  it('lists every movement newest first, with its effect on the available and the total balance', async () => {
    const page = await history('');
    expect(page.total).toBe(5);
    expect(page).toMatchObject({ page: 1, pageSize: 20 });
    expect(page.items.map((item: { type: string }) => item.type)).toEqual([
      'deposit',
      'withdrawal_cancel',
      'withdrawal',
      'deposit',
      'deposit',
    ]);
    expect(page.items[1]).toMatchObject({ amount: 3_000, availableChange: 3_000, balanceChange: 0 });
    expect(page.items[2]).toEqual({
      id: ids.withdrawal,
      type: 'withdrawal',
      amount: 3_000,
      availableChange: -3_000,
      balanceChange: 0,
      availableAfter: 12_000,
      balanceAfter: 15_000,
      subject: { kind: 'payment', method: 'bank_transfer', destination: 'DE89 •••• 3000' },
      createdAt: '2026-05-02T09:01:00.000Z',
    });
    // The cancellation names the withdrawal's account; the deposits their e-wallet.
    expect(page.items[1].subject).toEqual(page.items[2].subject);
    expect(page.items[0].subject).toEqual({ kind: 'payment', method: 'ewallet', destination: 'pl•••@example.com' });
  });

  it('gives each movement the running balances after it, from the ledger, the same on every page and filter', async () => {
    const all = (await history('')).items;
    expect(all.map((item: { availableAfter: number }) => item.availableAfter)).toEqual([
      15_100, 15_000, 12_000, 15_000, 10_000,
    ]);
    expect(all.map((item: { balanceAfter: number }) => item.balanceAfter)).toEqual([
      15_100, 15_000, 15_000, 15_000, 10_000,
    ]);
    const balance = (await client.get('/api/client/balance/refresh')).json();
    expect(all[0]).toMatchObject({ availableAfter: balance.calculatedBalance, balanceAfter: balance.balance });
    const after = (items: { id: number; availableAfter: number }[]) =>
      Object.fromEntries(items.map((item) => [item.id, item.availableAfter]));
    const full = after(all);
    for (const query of ['?page=2&pageSize=2', '?type=deposit', '?from=2026-05-02', '?type=withdrawal&page=1']) {
      const items = (await history(query)).items;
      expect(items.length).toBeGreaterThan(0);
      for (const [id, value] of Object.entries(after(items))) expect(value, `${query} #${id}`).toBe(full[id]);
    }
  });

  it('filters by type', async () => {
    const deposits = await history('?type=deposit');
    expect(deposits.total).toBe(3);
    expect(deposits.items.map((item: { id: number }) => item.id)).toEqual([ids.third, ids.second, ids.first]);
  });

  it('filters by date: a day includes the whole day, a date-time is exact', async () => {
    expect((await history('?from=2026-05-02&to=2026-05-02')).items.map((item: { id: number }) => item.id)).toEqual([
      ids.withdrawal,
    ]);
    expect((await history('?to=2026-05-01T09:00:00Z')).items.map((item: { id: number }) => item.id)).toEqual([
      ids.first,
    ]);
    expect((await history('?from=2026-05-03')).total).toBe(2);
  });

  it('pages with a total count', async () => {
    const second = await history('?page=2&pageSize=2');
    expect(second).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(second.items.map((item: { id: number }) => item.id)).toEqual([ids.withdrawal, ids.second]);
    expect((await history('?page=4&pageSize=2')).items).toEqual([]);
  });

  it('answers 400 to a bad filter', async () => {
    expect((await client.get('/api/client/transactions?type=bet')).statusCode).toBe(400);
    expect((await client.get('/api/client/transactions?from=yesterday')).statusCode).toBe(400);
    expect((await client.get('/api/client/transactions?pageSize=1000')).statusCode).toBe(400);
  });

  it("shows only the player's own movements", async () => {
    const other = await loggedInPlayer(app);
    expect((await other.client.get('/api/client/transactions')).json()).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 20,
    });
  });
});
