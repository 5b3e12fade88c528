import type { ShopClient } from '@playline/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { users } from '#app/db/schema.ts';
import { sessionClient } from '#app/test/factories.ts';
import { TestClient } from '#app/test/test-client.ts';
import { available, footballEvents, ledgerCheck, outcome, pick, place, useBetsApp } from '../bets/shared/test-kit';

/** A seeded account of a shop site (design §8: `shop1`, `client01` … `client20`). */
async function shopAccount(app: FastifyInstance, shopSiteId: number, userName: string) {
  const [row] = await app.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.userName, userName), eq(users.shopSiteId, shopSiteId)));
  if (!row) throw new Error(`no ${userName} at shop ${shopSiteId}`);
  return row.id;
}

const filter = (client: TestClient, text: unknown) => client.post('/api/shop/client/filter', text);
const change = (client: TestClient, id: unknown) => client.post('/api/shop/client/change', id);
const status = async (client: TestClient) => (await client.get('/api/auth/checkLoginStatus')).json();

describe('the shop terminal (issue 8)', () => {
  const opened = useBetsApp();
  const operatorOf = async (siteId: number) =>
    sessionClient(opened.app, await shopAccount(opened.app, siteId, 'shop1'), siteId);

  it("is the shop operator's alone, at their own shop: a visitor gets 401, a player or a web site 403", async () => {
    const visitor = new TestClient(opened.app, 'site54.localhost');
    expect((await filter(visitor, 'cl')).statusCode).toBe(401);
    // A client of the shop logging in at the shop is a player there, not its operator.
    const player = await sessionClient(opened.app, await shopAccount(opened.app, 54, 'client01'), 54);
    expect((await filter(player, 'cl')).statusCode).toBe(403);
    expect((await change(player, 0)).statusCode).toBe(403);
    // A player's session on the brand's web site is refused too.
    const webPlayer = await sessionClient(opened.app, await shopAccount(opened.app, 54, 'client02'), 44);
    expect((await filter(webPlayer, 'cl')).statusCode).toBe(403);
    // The operator's session does not reach the brand's web site (nor another shop).
    const operator = await operatorOf(54);
    expect((await filter(operator.onHost('site44.localhost'), 'cl')).statusCode).toBe(401);
    expect((await filter(operator.onHost('site78.localhost'), 'cl')).statusCode).toBe(401);
  });

  it('searches from two characters, any case, and lists login, balance and currency, or nothing', async () => {
    const operator = await operatorOf(54);
    const all = (await filter(operator, 'CL')).json<ShopClient[]>();
    expect(all).toHaveLength(20);
    expect(all[0]).toEqual({
      id: expect.any(Number),
      login: 'client01',
      balance: expect.any(Number),
      currencyCode: 'EUR',
    });
    expect((await filter(operator, 'client1')).json<ShopClient[]>().map((client) => client.login)).toEqual([
      'client10',
      ...Array.from({ length: 9 }, (_, index) => `client1${index + 1}`),
    ]);
    expect((await filter(operator, '  nobody  ')).json()).toEqual([]);
    // `%` and `_` are letters here, not patterns.
    expect((await filter(operator, '%_')).json()).toEqual([]);
    for (const text of ['c', ' c ', '', 42, null, { text: 'cl' }, 'x'.repeat(65)]) {
      const response = await filter(operator, text);
      expect(response.statusCode, JSON.stringify(text)).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    // Found by the fuzzer: PostgreSQL refuses a NUL in text, and that is the caller's mistake, not a 500.
    const nul = await filter(operator, 'cl\u0000ient');
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toBe('Text cannot contain the NUL character (U+0000)');
  });

  it("never shows or acts for another shop's clients", async () => {
    const arena = await operatorOf(78);
    const logins = (await filter(arena, 'client')).json<ShopClient[]>();
    const hellasClient = await shopAccount(opened.app, 54, 'client05');
    expect(logins.map((client) => client.id)).not.toContain(hellasClient);
    // And the other way round: shop 54's operator lists only shop 54's clients.
    const hellas = await operatorOf(54);
    const arenaClient = await shopAccount(opened.app, 78, 'client05');
    const listed = (await filter(hellas, 'client')).json<ShopClient[]>().map((client) => client.id);
    expect(listed).not.toContain(arenaClient);
    expect(listed).toContain(hellasClient);
    expect((await change(hellas, arenaClient)).statusCode).toBe(403);
    expect((await change(arena, hellasClient)).statusCode).toBe(403);
    expect((await change(arena, 999_999)).statusCode).toBe(403);
    for (const body of [-1, 1.5, '3', null]) expect((await change(arena, body)).statusCode).toBe(400);
    // Beyond PostgreSQL's integer: refused by validation, not a 500 from the query (found by the API fuzzer).
    for (const body of [2_147_483_648, Number.MAX_SAFE_INTEGER]) {
      expect((await change(arena, body)).json()).toMatchObject({ statusCode: 400 });
    }
    expect((await status(arena)).user.shop).toEqual({
      operator: { userId: expect.any(Number), userName: 'shop1' },
      actingFor: null,
    });
  });

  it("acts for the chosen client: the session's balance and bets are the client's until the shop owner is chosen", async () => {
    const { app, clock } = opened;
    const operator = await operatorOf(54);
    const operatorId = await shopAccount(app, 54, 'shop1');
    // The client with the most money, so the stake fits whatever the seed gave each.
    const richest = (await filter(operator, 'client')).json<ShopClient[]>().sort((a, b) => b.balance - a.balance)[0]!;
    const { id: clientId, login, balance: clientBefore } = richest;
    expect(clientBefore).toBeGreaterThan(1_000);

    expect((await change(operator, clientId)).json()).toEqual({ userName: login });
    const acting = await status(operator);
    expect(acting.user).toMatchObject({ userId: clientId, userName: login, calculatedBalance: clientBefore });
    expect(acting.user.shop).toEqual({
      operator: { userId: operatorId, userName: 'shop1' },
      actingFor: { userId: clientId, userName: login },
    });

    const [event] = footballEvents(app, clock.now);
    const home = outcome(app, event!, '1x2', 'home', clock.now);
    const single = { type: 'single' as const, stake: 1_000, selections: [pick(home)] };
    const placed = await place(operator, { oddsPolicy: 'none', bets: [single] });
    expect(placed.statusCode).toBe(201);
    expect(await available(operator)).toBe(clientBefore - 1_000);
    expect((await filter(operator, login)).json<ShopClient[]>()[0]!.balance).toBe(clientBefore - 1_000);

    expect((await change(operator, 0)).json()).toEqual({ userName: 'shop1' });
    const owner = await status(operator);
    expect(owner.user).toMatchObject({ userId: operatorId, userName: 'shop1' });
    expect(owner.user.shop.actingFor).toBeNull();
    expect(await ledgerCheck(app)).toMatchObject({
      unbalancedTransactions: 0,
      negativeBalances: 0,
      balanceMismatches: 0,
    });
  });
});
