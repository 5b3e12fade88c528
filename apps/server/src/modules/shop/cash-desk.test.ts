import { IDEMPOTENCY_HEADER, type ShopCashSummary, type ShopClient } from '@playline/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { users } from '#app/db/schema.ts';
import { sessionClient } from '#app/test/factories.ts';
import { newKey, TestClient } from '#app/test/test-client.ts';
import { ledgerCheck, useBetsApp } from '../bets/shared/test-kit';

async function shopAccountId(app: FastifyInstance, shopSiteId: number, userName: string) {
  const [row] = await app.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.userName, userName), eq(users.shopSiteId, shopSiteId)));
  if (!row) throw new Error(`no ${userName} at shop ${shopSiteId}`);
  return row.id;
}

const cash = (client: TestClient, kind: 'pay-in' | 'pay-out', body: unknown, key: string | null = newKey()) =>
  client.post(`/api/shop/cash/${kind}`, body, key === null ? {} : { [IDEMPOTENCY_HEADER]: key });
const balanceOf = async (operator: TestClient, login: string) =>
  (await operator.post('/api/shop/client/filter', login)).json<ShopClient[]>()[0]!.balance;
const summary = async (operator: TestClient, query = '') =>
  (await operator.get(`/api/shop/cash/summary${query}`)).json<ShopCashSummary>();

describe('the shop cash desk (issue 8)', () => {
  const opened = useBetsApp();

  it("pays a client in and out through the ledger, once per key, and sums the shop's day", async () => {
    const { app } = opened;
    const operator = await sessionClient(app, await shopAccountId(app, 109, 'shop1'), 109);
    const clientId = await shopAccountId(app, 109, 'client07');
    const before = await balanceOf(operator, 'client07');
    // On PostgreSQL the database outlives a run: the day may already hold other runs' movements.
    const dayBefore = await summary(operator);

    const key = newKey();
    const paidIn = await cash(operator, 'pay-in', { clientId, amount: 5_000 }, key);
    expect(paidIn.statusCode).toBe(201);
    expect(paidIn.json()).toMatchObject({
      kind: 'pay_in',
      clientId,
      login: 'client07',
      amount: 5_000,
      balance: before + 5_000,
    });
    // A retried request answers the first result again and moves nothing more; the same key for another body is 409.
    const retried = await cash(operator, 'pay-in', { clientId, amount: 5_000 }, key);
    expect(retried.json()).toEqual(paidIn.json());
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect((await cash(operator, 'pay-in', { clientId, amount: 6_000 }, key)).statusCode).toBe(409);
    expect(await balanceOf(operator, 'client07')).toBe(before + 5_000);

    const tooMuch = await cash(operator, 'pay-out', { clientId, amount: before + 5_001 });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().message).toMatch(/available/i);
    const paidOut = await cash(operator, 'pay-out', { clientId, amount: 2_000 });
    expect(paidOut.json()).toMatchObject({ kind: 'pay_out', balance: before + 3_000 });

    const day = await summary(operator);
    expect(day).toMatchObject({
      currencyCode: 'EUR',
      payIns: { count: dayBefore.payIns.count + 1, amount: dayBefore.payIns.amount + 5_000 },
      payOuts: { count: dayBefore.payOuts.count + 1, amount: dayBefore.payOuts.amount + 2_000 },
      net: dayBefore.net + 3_000,
    });
    const ours = [paidOut.json().transactionId, paidIn.json().transactionId];
    expect(day.movements.slice(0, 2).map((movement) => movement.transactionId)).toEqual(ours);
    expect(
      day.movements.slice(0, 2).map((movement) => [movement.kind, movement.clientLogin, movement.operatorName]),
    ).toEqual([
      ['pay_out', 'client07', 'shop1'],
      ['pay_in', 'client07', 'shop1'],
    ]);
    // Another day, and another shop, have none of it.
    expect((await summary(operator, '?date=2001-01-01')).movements).toEqual([]);
    const otherShop = await sessionClient(app, await shopAccountId(app, 124, 'shop1'), 124);
    const elsewhere = (await summary(otherShop)).movements.map((movement) => movement.transactionId);
    expect(elsewhere.filter((id) => ours.includes(id))).toEqual([]);

    // The client sees both in their own history.
    const client = await sessionClient(app, clientId, 84);
    const history = (await client.get('/api/client/transactions')).json();
    expect(history.items.slice(0, 2)).toMatchObject([
      { type: 'shop_pay_out', amount: 2_000 },
      { type: 'shop_pay_in', amount: 5_000 },
    ]);
    expect(await ledgerCheck(app)).toMatchObject({
      unbalancedTransactions: 0,
      negativeBalances: 0,
      balanceMismatches: 0,
    });
  });

  it('refuses anyone but the operator, clients of other shops and malformed amounts, moving nothing', async () => {
    const { app } = opened;
    const clientId = await shopAccountId(app, 136, 'client01');
    const visitor = new TestClient(app, 'site136.localhost');
    expect((await cash(visitor, 'pay-in', { clientId, amount: 100 })).statusCode).toBe(401);
    const player = await sessionClient(app, clientId, 136);
    expect((await cash(player, 'pay-in', { clientId, amount: 100 })).statusCode).toBe(403);
    expect((await player.get('/api/shop/cash/summary')).statusCode).toBe(403);

    const operator = await sessionClient(app, await shopAccountId(app, 136, 'shop1'), 136);
    const before = await balanceOf(operator, 'client01');
    const dayBefore = await summary(operator);
    const elsewhere = await shopAccountId(app, 138, 'client01');
    expect((await cash(operator, 'pay-in', { clientId: elsewhere, amount: 100 })).statusCode).toBe(403);
    expect((await cash(operator, 'pay-in', { clientId, amount: 100 }, null)).statusCode).toBe(400);
    for (const amount of [0, -100, 1.5, '100', 1_000_001, null])
      expect((await cash(operator, 'pay-in', { clientId, amount })).statusCode, String(amount)).toBe(400);
    expect((await operator.get('/api/shop/cash/summary?date=yesterday')).statusCode).toBe(400);
    expect(await balanceOf(operator, 'client01')).toBe(before);
    expect(await summary(operator)).toEqual(dayBefore);
  });
});
