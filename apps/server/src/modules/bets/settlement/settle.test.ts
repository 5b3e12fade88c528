import { XSRF_COOKIE, XSRF_HEADER } from '@playline/contract';
import type { Bet } from '@playline/contract/bets';
import { lineReturn } from '@playline/contract/bets-math';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ledgerTransactions } from '#app/db/schema.ts';
import type { FeedEvent } from '#app/modules/sports/feed/adapter.ts';
import { TEST_FEED_NOW } from '#app/modules/sports/test-feed.ts';
import type { TestClient } from '#app/test/test-client.ts';
import {
  available,
  fundedPlayer,
  ledgerCheck,
  market,
  OWNER_KEY,
  pick,
  place,
  reopenEvents,
  useBetsApp,
} from '../shared/test-kit';
import { settleDue, settleEventLegs } from './settle-events';

const opened = useBetsApp();

const ADMIN_XSRF = 'admin-settle-test-xsrf-token-000';
/**
 * This file moves its feed clock past the end of events, so it bets only on football that starts within the
 * next 90 minutes: other test files (which may share a PostgreSQL) bet on events from two hours on and keep
 * their clocks before those end, so no run of theirs or ours settles the other's bets.
 */
const MINUTE = 60_000;
const earlyEvents = (app: FastifyInstance) =>
  app.feed
    .eventsStartingBetween(TEST_FEED_NOW + 30 * MINUTE, TEST_FEED_NOW + 90 * MINUTE)
    .filter((event) => event.sport === 'football');

const context = (app: FastifyInstance) => ({ ledger: app.ledger, db: app.db, feed: app.feed });

/** The player's settlement credits in the ledger (wins and refunds). */
const credits = (app: FastifyInstance, userId: number) =>
  app.db
    .select()
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.userId, userId), inArray(ledgerTransactions.kind, ['bet_win', 'bet_refund'])));

const myBets = async (client: TestClient): Promise<Bet[]> =>
  (await client.get('/api/client/bets?status=all&pageSize=50')).json().bets;

/** The operator's call (unsafe API calls carry the double-submit XSRF token, admin ones too). */
export const adminSettle = (app: FastifyInstance, eventId: number, body?: unknown) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/events/${eventId}/settle`,
    cookies: { [XSRF_COOKIE]: ADMIN_XSRF },
    headers: {
      authorization: `Bearer ${OWNER_KEY}`,
      [XSRF_HEADER]: ADMIN_XSRF,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { payload: JSON.stringify(body) } : {}),
  });

/** Singles of `stake` on every outcome of the event's 1X2: exactly one of them wins. */
async function backEveryOutcome(client: TestClient, app: FastifyInstance, event: FeedEvent, at: number, stake: number) {
  const outcomes = market(app, event, '1x2', at).outcomes;
  const response = await place(client, {
    oddsPolicy: 'none',
    bets: outcomes.map((o) => ({ type: 'single' as const, stake, selections: [pick(o)] })),
  });
  expect(response.statusCode, response.body).toBe(201);
  return outcomes;
}

describe('settlement', () => {
  it('finishes a run that stopped between settling legs and settling bets, paying exactly once', async () => {
    const { app, clock } = opened;
    const { client, userId } = await fundedPlayer(app, 5_000);
    const event = earlyEvents(app)[0]!;
    const outcomes = await backEveryOutcome(client, app, event, clock.now, 1_000);
    const result = app.feed.result(event, event.endsAt)!;

    // The "crash": the legs are settled, the process dies before it settles the bets.
    const legs = await settleEventLegs(context(app), event.id, result);
    expect(legs.settledLegs).toBe(3);
    expect((await myBets(client)).every((bet) => bet.status === 'open')).toBe(true);
    expect(await credits(app, userId)).toHaveLength(0);

    // The next runs (this instance after a restart, and another one) settle the bets once.
    await Promise.all([settleDue(context(app)), settleDue(context(app))]);
    await settleDue(context(app));
    const winner = outcomes.find((o) => result.winningOutcomeIds.includes(o.id))!;
    expect(await credits(app, userId)).toHaveLength(1);
    expect(await available(client)).toBe(2_000 + lineReturn(1_000, [winner.odds]));
    expect((await myBets(client)).filter((bet) => bet.status === 'open')).toHaveLength(0);
  });

  it('answers the admin call with what it settled; 404 for an unknown event, 401 without the token', async () => {
    const { app, clock } = opened;
    const { client } = await fundedPlayer(app, 5_000);
    const event = earlyEvents(app)[1]!;
    await reopenEvents(app, [event]);
    await backEveryOutcome(client, app, event, clock.now, 500);
    const { winningOutcomeIds, voidOutcomeIds } = app.feed.result(event, event.endsAt)!;
    const response = await adminSettle(app, event.id, { winningOutcomeIds, voidOutcomeIds });
    expect(response.json()).toEqual({ settledLegs: 3, settledBets: 3 });
    expect((await adminSettle(app, event.id, { winningOutcomeIds })).json()).toEqual({
      settledLegs: 0,
      settledBets: 0,
    });
    expect((await adminSettle(app, 2_000_000_000)).statusCode).toBe(404);
    const unauthorised = await app.inject({
      method: 'POST',
      url: `/api/admin/events/${event.id}/settle`,
      cookies: { [XSRF_COOKIE]: ADMIN_XSRF },
      headers: { [XSRF_HEADER]: ADMIN_XSRF },
    });
    expect(unauthorised.statusCode).toBe(401);
  });

  it('settles from the feed once an event ended, paying once however often results arrive; hand results stay', async () => {
    const { app, clock } = opened;
    const { client, userId } = await fundedPlayer(app, 10_000);
    const [, , event, byHand] = earlyEvents(app);
    await reopenEvents(app, [event!, byHand!]);
    const outcomes = await backEveryOutcome(client, app, event!, clock.now, 1_000);
    // The operator settles another event against what the feed will say: the feed's loser won.
    const handOutcomes = await backEveryOutcome(client, app, byHand!, clock.now, 1_000);
    const feedLoser = handOutcomes.find(
      (o) => !app.feed.result(byHand!, byHand!.endsAt)!.winningOutcomeIds.includes(o.id),
    )!;
    expect((await adminSettle(app, byHand!.id, { winningOutcomeIds: [feedLoser.id] })).json()).toEqual({
      settledLegs: 3,
      settledBets: 3,
    });
    const afterHand = 4_000 + lineReturn(1_000, [feedLoser.odds]);
    expect(await available(client)).toBe(afterHand);

    // Before the end nothing settles, and the admin call without a result is refused.
    await settleDue(context(app));
    expect((await myBets(client)).filter((bet) => bet.status === 'open')).toHaveLength(3);
    expect((await adminSettle(app, event!.id)).statusCode).toBe(409);

    clock.now = Math.max(event!.endsAt, byHand!.endsAt) + MINUTE;
    const result = app.feed.result(event!, clock.now)!;
    const winner = outcomes.find((o) => result.winningOutcomeIds.includes(o.id))!;
    // Two job runs (two instances) and the operator's call race; then the job runs again.
    const [admin] = await Promise.all([adminSettle(app, event!.id), settleDue(context(app)), settleDue(context(app))]);
    expect(admin.statusCode, admin.body).toBe(200);
    await settleDue(context(app));

    const bets = await myBets(client);
    const onEvent = bets.filter((bet) => bet.legs[0]?.eventId === event!.id);
    expect(onEvent.map((bet) => bet.status).sort()).toEqual(['lost', 'lost', 'won']);
    const won = onEvent.find((bet) => bet.status === 'won')!;
    expect(won.legs[0]).toMatchObject({ outcomeId: winner.id, status: 'won' });
    expect(won).toMatchObject({ payout: lineReturn(1_000, [winner.odds]), tax: 0, settledAt: expect.any(String) });
    expect(won.cashOut).toBeNull();
    // The hand-settled event kept its result.
    const handWon = bets.filter((bet) => bet.legs[0]?.eventId === byHand!.id && bet.status === 'won');
    expect(handWon.map((bet) => bet.legs[0]?.outcomeId)).toEqual([feedLoser.id]);
    expect(await credits(app, userId)).toHaveLength(2);
    expect(await available(client)).toBe(afterHand + lineReturn(1_000, [winner.odds]));
    const history = (await client.get('/api/client/transactions')).json();
    expect(history.items[0]).toMatchObject({ type: 'bet_win', amount: lineReturn(1_000, [winner.odds]) });
    expect(await ledgerCheck(app)).toMatchObject({ unbalancedTransactions: 0, balanceMismatches: 0 });
  });
});
