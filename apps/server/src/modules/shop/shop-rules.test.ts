import { GREEK_LANGUAGE_ID, IDEMPOTENCY_HEADER } from '@playline/contract';
import { isVirtualSport } from '@playline/contract/sports-keys';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { users } from '#app/db/schema.ts';
import { translate } from '#app/i18n/translate.ts';
import { createPlayer, sessionClient } from '#app/test/factories.ts';
import { newKey, type TestClient } from '#app/test/test-client.ts';
import { footballEvents, outcome, pick, place, useBetsApp } from '../bets/shared/test-kit';
import { casinoCatalogue } from '../casino/catalogue/catalogue';
import { createSession, newSessionToken } from '../casino/session';
import type { FeedEvent } from '../sports/feed/adapter';

/**
 * Attack tests of decision 020: what the web hides, the server refuses. Each of these passed on the old code
 * (a launch or a deposit answered 200/201 where the brand or the shop rules say no).
 */
async function seeded(app: FastifyInstance, shopSiteId: number, userName: string) {
  const [row] = await app.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.userName, userName), eq(users.shopSiteId, shopSiteId)));
  if (!row) throw new Error(`no ${userName} at shop ${shopSiteId}`);
  return row.id;
}

const gameIn = (app: FastifyInstance, lobby: string) => {
  const entry = casinoCatalogue(app.feed).games.find(
    ({ game }) => game.lobby === lobby && (game.demo || lobby !== 'casino'),
  );
  if (!entry) throw new Error(`no ${lobby} game`);
  return entry.game;
};
const launch = (client: TestClient, gameId: string, mode: 'real' | 'demo' = 'real') =>
  client.post('/api/casino/launch', { gameId, mode });
const en = (key: Parameters<typeof translate>[1], area?: Parameters<typeof translate>[1]) =>
  translate(1, key, area ? { area: translate(1, area) } : {});

describe('brand areas and shop rules on the server (decision 020)', () => {
  const opened = useBetsApp();

  it('refuses real-money casino on a sports-only brand and live tables on a brand without the live casino', async () => {
    const { app } = opened;
    const kickoff = await sessionClient(app, (await createPlayer(app, { brandKey: 'kickoff' })).userId, 84);
    const slot = gameIn(app, 'casino');
    for (const mode of ['real', 'demo'] as const) {
      const refused = await launch(kickoff, slot.id, mode);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(en('access.areaClosed', 'access.area.casino'));
    }
    // Arena has a casino but no live casino: its slots launch, its live tables do not.
    const arena = await sessionClient(app, (await createPlayer(app, { brandKey: 'arena' })).userId, 77);
    expect((await launch(arena, slot.id)).statusCode).toBe(200);
    const live = await launch(arena, gameIn(app, 'live-casino').id);
    expect(live.statusCode).toBe(403);
    expect(live.json().message).toBe(en('access.areaClosed', 'access.area.liveCasino'));
  });

  it("refuses a game session's token on a site without the game's area, however it was minted", async () => {
    const { app } = opened;
    const player = await createPlayer(app, { brandKey: 'kickoff' });
    const slot = gameIn(app, 'casino');
    const token = newSessionToken();
    const now = app.clock();
    await createSession(app.db, {
      token,
      userId: player.userId,
      siteId: 1,
      languageId: 1,
      gameId: slot.id,
      mode: 'real',
      demoBalance: null,
      createdAt: now,
      lastActiveAt: now,
    });
    const kickoff = await sessionClient(app, player.userId, 84);
    const round = await kickoff.post(
      '/api/casino/rounds',
      { token, bet: { engine: slot.engine, stake: 100 } },
      { [IDEMPOTENCY_HEADER]: newKey() },
    );
    expect(round.statusCode).toBe(403);
    expect((await kickoff.get(`/api/casino/session?token=${token}`)).statusCode).toBe(403);
  });

  it('refuses a slip with an in-play leg where the brand has no live betting, and a virtual leg without virtuals', async () => {
    const { app, clock } = opened;
    // Playline (site 1) offers neither live betting nor virtual games.
    const playline = await sessionClient(app, (await createPlayer(app)).userId, 1);
    const anyOutcome = (event: FeedEvent) => {
      const market = app.feed.markets(event, clock.now).find((candidate) => candidate.outcomes.length > 0);
      const first = market?.outcomes[0];
      if (!first) throw new Error(`no outcome for event ${event.id}`);
      return { outcomeId: first.id, odds: first.odds, banker: false };
    };
    const live = app.feed.liveEvents(clock.now)[0];
    const virtualLeague = app.feed.leagues().find((league) => isVirtualSport(league.sport));
    const virtual =
      virtualLeague && app.feed.leagueEventsStartingBetween(virtualLeague.id, clock.now, clock.now + 3_600_000)[0];
    if (!live || !virtual) throw new Error('the test feed has no live or no virtual event');
    const cases = [
      [live, en('access.areaClosed', 'access.area.live')],
      [virtual, en('access.areaClosed', 'access.area.virtual')],
    ] as const;
    for (const [event, message] of cases) {
      const slip = {
        oddsPolicy: 'any' as const,
        bets: [{ type: 'single' as const, stake: 100, selections: [anyOutcome(event)] }],
      };
      const response = await place(playline, slip);
      expect({ status: response.statusCode, message: response.json().message }).toEqual({ status: 403, message });
    }
  });

  it('refuses the casino and the live tables at a shop terminal, also when the operator acts for a client', async () => {
    const { app } = opened;
    const operator = await sessionClient(app, await seeded(app, 54, 'shop1'), 54);
    const client = await seeded(app, 54, 'client03');
    expect((await operator.post('/api/shop/client/change', client)).statusCode).toBe(200);
    const greek = (area: Parameters<typeof translate>[1]) =>
      translate(GREEK_LANGUAGE_ID, 'access.areaClosed', { area: translate(GREEK_LANGUAGE_ID, area) });
    const refused = await launch(operator, gameIn(app, 'casino').id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(greek('access.area.casino'));
    const table = gameIn(app, 'live-casino');
    const bet = await operator.post(
      `/api/casino/tables/${table.tableId}/bets`,
      { token: newSessionToken(), bets: [] },
      { [IDEMPOTENCY_HEADER]: newKey() },
    );
    expect(bet.statusCode).toBe(403);
    expect(bet.json().message).toBe(greek('access.area.liveCasino'));
  });

  it("keeps a shop's client online to reading: no deposit, withdrawal, casino or bets, but balance and history", async () => {
    const { app, clock } = opened;
    // client04 of shop 54 logs in on the brand's web site (Hellas Bet International, in English).
    const online = await sessionClient(app, await seeded(app, 54, 'client04'), 149);
    const message = en('access.shopClientOnline');
    const money = { [IDEMPOTENCY_HEADER]: newKey() };
    const attempts = [
      await online.post(
        '/api/client/deposit',
        { amount: 10_000, payment: { method: 'ewallet', account: 'player@example.com' } },
        money,
      ),
      await online.post(
        '/api/client/withdraw',
        { amount: 100, payment: { method: 'bank_transfer', account: 'DE89370400440532013000' } },
        { [IDEMPOTENCY_HEADER]: newKey() },
      ),
      await launch(online, gameIn(app, 'casino').id),
    ];
    const event = footballEvents(app, clock.now)[0];
    if (!event) throw new Error('no football event');
    const single = {
      type: 'single' as const,
      stake: 100,
      selections: [pick(outcome(app, event, '1x2', 'home', clock.now))],
    };
    attempts.push(await place(online, { oddsPolicy: 'none', bets: [single] }));
    for (const response of attempts)
      expect({ status: response.statusCode, message: response.json().message }).toEqual({ status: 403, message });
    // Reading stays open, and so does playing for fun.
    expect((await online.get('/api/client/balance/refresh')).statusCode).toBe(200);
    expect((await online.get('/api/client/transactions')).statusCode).toBe(200);
    expect((await online.get('/api/client/bets')).statusCode).toBe(200);
    expect((await launch(online, gameIn(app, 'casino').id, 'demo')).statusCode).toBe(200);
    // At the shop, the same client's bets go through the operator, as before.
    const atShop = await sessionClient(app, await seeded(app, 54, 'client04'), 54);
    expect(
      (
        await atShop.post(
          '/api/client/deposit',
          { amount: 100, payment: { method: 'ewallet', account: 'player@example.com' } },
          { [IDEMPOTENCY_HEADER]: newKey() },
        )
      ).statusCode,
    ).toBe(403);
  });
});
