import { IDEMPOTENCY_HEADER } from '@playline/contract';
import type { VirtualBoard } from '@playline/contract/sports';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { users } from '#app/db/schema.ts';
import { createPlayer, sessionClient } from '#app/test/factories.ts';
import { OWNER_KEY } from '#app/test/staff-keys.ts';
import { newKey, type TestClient } from '#app/test/test-client.ts';
import { inPlayTiming } from '../bets/placement/in-play';
import { useInPlayApp } from '../bets/placement/in-play-kit';
import { available, footballEvents, outcome, pick, place } from '../bets/shared/test-kit';
import { TEST_FEED_NOW } from '../sports/test-feed';
import { expectNothingMoved, expectOverLimit, limitOf, limitSet, rgPlayer, stateOf } from './test-kit';

const opened = useInPlayApp();
/** Arena's site 77 offers live betting and virtual games; site 1 has neither. */
const ARENA = { host: 'site77.localhost', brandKey: 'arena' };
const single = (selection: ReturnType<typeof pick>, stake: number) => ({
  oddsPolicy: 'any' as const,
  bets: [{ type: 'single' as const, stake, selections: [selection] }],
});

/** Events 240–259 of the test feed are this suite's (see footballEvents); they are put in play, never settled. */
let used = 240;
function liveHome() {
  const { app, scripted } = opened;
  const event = footballEvents(app, TEST_FEED_NOW)[used++]!;
  scripted.makeLive(event);
  return outcome(app, event, '1x2', 'home', TEST_FEED_NOW);
}

describe('limits on in-play bets', () => {
  it('refuses a live bet above the wager allowance, to the cent, after waiting nothing for it', async () => {
    const { app } = opened;
    const { client } = await rgPlayer(app, 10_000, ARENA);
    await limitSet(client, 'wager', 'day', 2_000);
    const home = liveHome();
    expect((await place(client, single(pick(home), 1_500))).statusCode).toBe(201);
    opened.slept = 0;
    const over = await place(client, single(pick(home), 501));
    expectOverLimit(over, '24-hour wager limit of €20.00', { remaining: 500 });
    await expectNothingMoved(app, client, 8_500, OWNER_KEY);
    expect((await place(client, single(pick(home), 500))).statusCode).toBe(201);
  });

  it('applies a limit set while the bet waits its in-play delay: the bet is refused and nothing moves', async () => {
    const { app } = opened;
    const { client } = await rgPlayer(app, 10_000, ARENA);
    const home = liveHome();
    // The first wait of the delay lasts as long as the player's change of the limit takes.
    vi.mocked(inPlayTiming.sleep).mockImplementationOnce(async () => {
      await limitSet(client, 'loss', 'day', 1_000);
    });
    const response = await place(client, single(pick(home), 3_000));
    expectOverLimit(response, '24-hour loss limit of €10.00', { remaining: 1_000 });
    await expectNothingMoved(app, client, 10_000, OWNER_KEY);
  });
});

const virtualNext = async (app: FastifyInstance) => {
  const league = app.feed.leagues().find((each) => each.sport === 'virtual-football')!;
  const response = await app.inject({ url: `/api/sports/virtual/${league.id}`, headers: { host: ARENA.host } });
  return (response.json() as VirtualBoard).next.events[0]!.mainMarket!.outcomes;
};

describe('limits on virtual sports', () => {
  it('refuses a virtual bet above the loss allowance and takes exactly what is left', async () => {
    const { app } = opened;
    const { client } = await rgPlayer(app, 10_000, ARENA);
    await limitSet(client, 'loss', 'week', 1_200);
    const [first, second] = await virtualNext(app);
    expect((await place(client, single(pick(first!), 700))).statusCode).toBe(201);
    expectOverLimit(await place(client, single(pick(second!), 501)), '7-day loss limit of €12.00', { remaining: 500 });
    await expectNothingMoved(app, client, 9_300, OWNER_KEY);
    expect((await place(client, single(pick(second!), 500))).statusCode).toBe(201);
  });
});

/** A new client of Hellas' shop (site 54), with the Greek market's mandatory limits as registration sets them. */
async function shopClient(app: FastifyInstance) {
  const client = await createPlayer(app, { brandKey: 'hellas' });
  await app.db.update(users).set({ shopSiteId: 54 }).where(eq(users.id, client.userId));
  const [operator] = await app.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.userName, 'shop1'), eq(users.shopSiteId, 54)));
  const shop = await sessionClient(app, operator!.id, 54);
  expect((await shop.post('/api/shop/client/change', client.userId)).statusCode).toBe(200);
  const web = await sessionClient(app, client.userId, 44);
  return { ...client, shop, web };
}

const payIn = (shop: TestClient, clientId: number, amount: number) =>
  shop.post('/api/shop/cash/pay-in', { clientId, amount }, { [IDEMPOTENCY_HEADER]: newKey() });

describe("limits on a shop's bets and cash for its client", () => {
  it("holds the operator to the client's deposit and wager limits, and never lets the shop change them", async () => {
    const { app } = opened;
    const client = await shopClient(app);
    await limitSet(client.web, 'deposit', 'day', 3_000);
    await limitSet(client.web, 'wager', 'day', 1_000);
    expect((await payIn(client.shop, client.userId, 2_000)).statusCode).toBe(201);
    // The shop's site speaks Greek: the refusal names the limit, what is left and until when, in Greek.
    const over = await payIn(client.shop, client.userId, 1_001);
    expect(over.statusCode).toBe(403);
    expect(over.json().message).toMatch(
      /^Το ποσό υπερβαίνει το όριο καταθέσεων 24 ωρών των 30,00\s€: απομένουν 10,00\s€ έως .* UTC\.$/,
    );
    const home = outcome(app, footballEvents(app, TEST_FEED_NOW)[255]!, '1x2', 'home', TEST_FEED_NOW);
    const bet = (stake: number) => ({ ...single(pick(home), stake), oddsPolicy: 'none' as const });
    const tooBig = await place(client.shop, { ...bet(1_001), languageId: 1 });
    expectOverLimit(tooBig, '24-hour wager limit of €10.00', { remaining: 1_000 });
    await expectNothingMoved(app, client.shop, 2_000, OWNER_KEY);
    expect((await place(client.shop, bet(1_000))).statusCode).toBe(201);
    expect(await available(client.web)).toBe(1_000);

    // The tools are the player's own: the shop's session may neither see nor change nor cancel them.
    expect(
      (await client.shop.put('/api/client/rg/limits', { kind: 'wager', period: 'day', amount: null })).statusCode,
    ).toBe(403);
    expect((await client.shop.get('/api/client/rg/safer-gambling')).statusCode).toBe(403);
    expect((await client.shop.delete('/api/client/rg/limits/wager/day/pending')).statusCode).toBe(403);
    expect((await client.shop.post('/api/client/rg/exclusion', { kind: 'time_out', duration: '24h' })).statusCode).toBe(
      403,
    );
    expect((await client.shop.put('/api/client/rg/time-limit', { timeLimitSeconds: 0 })).statusCode).toBe(403);
    expect(limitOf(await stateOf(client.web), 'wager', 'day')).toMatchObject({ amount: 1_000, pending: null });
  });

  it('refuses every bet and pay-in the shop tries for an excluded client, and still pays them out', async () => {
    const { app } = opened;
    const client = await shopClient(app);
    expect((await payIn(client.shop, client.userId, 2_000)).statusCode).toBe(201);
    expect(
      (await client.web.post('/api/client/rg/exclusion', { kind: 'self_exclusion', duration: '6m' })).statusCode,
    ).toBe(200);
    const home = outcome(app, footballEvents(app, TEST_FEED_NOW)[256]!, '1x2', 'home', TEST_FEED_NOW);
    const refused = await place(client.shop, { ...single(pick(home), 100), oddsPolicy: 'none', languageId: 1 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(
      /^Your account is self-excluded until .*: deposits, bets and games are closed/,
    );
    expect((await payIn(client.shop, client.userId, 500)).statusCode).toBe(403);
    await expectNothingMoved(app, client.shop, 2_000, OWNER_KEY);
    // Paying the client their money is still open to them.
    const paidOut = await client.shop.post(
      '/api/shop/cash/pay-out',
      { clientId: client.userId, amount: 1_500 },
      { [IDEMPOTENCY_HEADER]: newKey() },
    );
    expect(paidOut.statusCode, paidOut.body).toBe(201);
    expect(await available(client.shop)).toBe(500);
  });
});
