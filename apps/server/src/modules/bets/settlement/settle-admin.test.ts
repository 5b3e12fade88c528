import { IDEMPOTENCY_HEADER, XSRF_COOKIE, XSRF_HEADER } from '@playline/contract';
import type { Bet } from '@playline/contract/bets';
import { lineReturn, winningsTax } from '@playline/contract/bets-math';
import type { Outcome } from '@playline/contract/sports';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { TEST_FEED_NOW } from '#app/modules/sports/test-feed.ts';
import { loggedInPlayer } from '#app/test/factories.ts';
import { newKey, type TestClient } from '#app/test/test-client.ts';
import {
  available,
  footballEvents,
  fundedPlayer,
  ledgerCheck,
  OWNER_KEY,
  outcome,
  pick,
  place,
  reopenEvents,
  useBetsApp,
} from '../shared/test-kit';
import { settleDue } from './settle-events';

const opened = useBetsApp();
/**
 * Hand settlement settles every open leg of an event, whoever placed it: this file bets on events other test
 * files (which may share a PostgreSQL) leave alone — later in the test feed's three days — and moves no clock.
 */
const ownEvents = (app: FastifyInstance) => footballEvents(app, TEST_FEED_NOW).slice(40, 60);
const XSRF = 'admin-settle-test-xsrf-token-000';

const adminSettle = (app: FastifyInstance, eventId: number, body: unknown) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/events/${eventId}/settle`,
    cookies: { [XSRF_COOKIE]: XSRF },
    headers: { authorization: `Bearer ${OWNER_KEY}`, [XSRF_HEADER]: XSRF, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

/** A hellas (Greek-market, taxed) player with `deposit` minor units (at most €10,000) in the wallet. */
async function hellasPlayer(app: FastifyInstance, deposit: number) {
  const player = await loggedInPlayer(app, 'site44.localhost', { brandKey: 'hellas' });
  await player.client.post(
    '/api/client/deposit',
    { amount: deposit, payment: { method: 'ewallet', account: 'player@example.com' } },
    { [IDEMPOTENCY_HEADER]: newKey() },
  );
  return player;
}

const betsOf = async (client: TestClient): Promise<Bet[]> =>
  (await client.get('/api/client/bets?pageSize=50')).json().bets;

async function placed(client: TestClient, bets: unknown[]) {
  const response = await place(client, { oddsPolicy: 'none', bets } as never);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().bets as Bet[];
}

describe('settling by hand', () => {
  it('pays singles, a multiple with a void leg, and a trixie with two of three winning exactly its double', async () => {
    const { app, clock } = opened;
    const { client } = await fundedPlayer(app, 20_000);
    const [f, g, h] = ownEvents(app);
    await reopenEvents(app, [f!, g!, h!]);
    const home = (event: typeof f) => outcome(app, event!, '1x2', 'home', clock.now);
    const [fh, gh, hh] = [home(f), home(g), home(h)];
    const dnb = outcome(app, f!, 'dnb', 'home', clock.now);
    const [single, voided, multiple, trixie] = await placed(client, [
      { type: 'single', stake: 1_000, selections: [pick(fh)] },
      { type: 'single', stake: 700, selections: [pick(dnb)] },
    ]).then(async (singles) => [
      ...singles,
      ...(await placed(client, [{ type: 'multiple', stake: 500, selections: [pick(fh), pick(gh)] }])),
      ...(await placed(client, [
        { type: 'system', stake: 100, sizes: [2, 3], selections: [fh, gh, hh].map((o) => pick(o)) },
      ])),
    ]);
    const afterStakes = 20_000 - 1_000 - 700 - 500 - 400;
    expect(await available(client)).toBe(afterStakes);

    // F: home won, draw no bet void (a draw is not what happened here, but the operator says so).
    const first = await adminSettle(app, f!.id, {
      winningOutcomeIds: [fh.id],
      voidOutcomeIds: [`${f!.id}/dnb/home`, `${f!.id}/dnb/away`],
    });
    expect(first.json()).toEqual({ settledLegs: 4, settledBets: 2 });
    // G void for everyone; H: away won.
    await adminSettle(app, g!.id, { winningOutcomeIds: [], voidOutcomeIds: [gh.id] });
    await adminSettle(app, h!.id, { winningOutcomeIds: [`${h!.id}/1x2/away`] });

    const byId = new Map((await betsOf(client)).map((bet) => [bet.id, bet]));
    expect(byId.get(single!.id)).toMatchObject({ status: 'won', payout: lineReturn(1_000, [fh.odds]) });
    expect(byId.get(voided!.id)).toMatchObject({ status: 'void', payout: 700 });
    // The multiple F×G pays F alone (G void counts as 1); the trixie pays its F×G double and nothing else.
    const accumulator = lineReturn(500, [fh.odds, 1]);
    expect(byId.get(multiple!.id)).toMatchObject({ status: 'won', payout: accumulator });
    const double = lineReturn(100, [fh.odds, 1]);
    expect(byId.get(trixie!.id)).toMatchObject({ status: 'won', payout: double });
    expect(byId.get(trixie!.id)?.legs.map((leg) => leg.status)).toEqual(['won', 'void', 'lost']);
    expect(await available(client)).toBe(afterStakes + lineReturn(1_000, [fh.odds]) + 700 + accumulator + double);
  });

  it('refuses outcomes of another event', async () => {
    const { app } = opened;
    const [f, g] = ownEvents(app);
    const response = await adminSettle(app, f!.id, { winningOutcomeIds: [`${g!.id}/1x2/home`] });
    expect(response.statusCode).toBe(400);
  });

  it('withholds the Greek tax per slip for a hellas player: a long shot and a short one in one slip are taxed once', async () => {
    const { app, clock } = opened;
    // Two open outcomes of two of this file's events, one priced between 30 and 80, one between 6 and 10.
    const priced = (low: number, high: number, skip?: number) => {
      for (const event of ownEvents(app)) {
        if (event.id === skip) continue;
        for (const market of app.feed.markets(event, clock.now)) {
          const found = market.outcomes.find((o) => o.odds >= low && o.odds <= high && o.status === 'open');
          if (found) return { event, outcome: found as Outcome };
        }
      }
      throw new Error(`no outcome priced ${low}-${high} in the test feed`);
    };
    const long = priced(30, 80);
    const short = priced(6, 10, long.event.id);
    await reopenEvents(app, [long.event, short.event]);
    const { client } = await hellasPlayer(app, 20_000);
    await placed(client, [
      { type: 'single', stake: 1_000, selections: [pick(long.outcome)] },
      { type: 'single', stake: 10_000, selections: [pick(short.outcome)] },
    ]);
    for (const { event, outcome: won } of [long, short]) {
      await adminSettle(app, event.id, { winningOutcomeIds: [won.id] });
    }
    const returns = [lineReturn(1_000, [long.outcome.odds]), lineReturn(10_000, [short.outcome.odds])];
    const settled = await betsOf(client);
    expect(settled.map((bet) => [bet.status, bet.payout]).sort()).toEqual(
      returns.map((payout) => ['won', payout]).sort(),
    );
    // One slip: the returns less the €110 staked are its net winnings, taxed once — not bet by bet.
    const gross = returns[0]! + returns[1]!;
    const perSlip = winningsTax(11_000, gross);
    const perBet = winningsTax(1_000, returns[0]!) + winningsTax(10_000, returns[1]!);
    expect(perSlip).toBeGreaterThan(perBet);
    expect(settled.reduce((sum, bet) => sum + bet.tax, 0)).toBe(perSlip);
    expect(await available(client)).toBe(9_000 + gross - perSlip);
    expect(await ledgerCheck(app)).toMatchObject({ unbalancedTransactions: 0, balanceMismatches: 0 });
  });

  it('taxes ten €100 singles of one slip like one €1,000 single, exactly once however often settlement runs', async () => {
    const { app, clock } = opened;
    const event = ownEvents(app)[10]!;
    await reopenEvents(app, [event]);
    const home = outcome(app, event, '1x2', 'home', clock.now);
    const split = await hellasPlayer(app, 100_000);
    const whole = await hellasPlayer(app, 100_000);
    const singles = Array.from({ length: 10 }, () => ({ type: 'single', stake: 10_000, selections: [pick(home)] }));
    await placed(split.client, singles);
    await placed(whole.client, [{ type: 'single', stake: 100_000, selections: [pick(home)] }]);
    await adminSettle(app, event.id, { winningOutcomeIds: [home.id] });
    // Settling again, and the job, find nothing left to pay.
    expect((await adminSettle(app, event.id, { winningOutcomeIds: [home.id] })).json()).toEqual({
      settledLegs: 0,
      settledBets: 0,
    });
    await settleDue({ ledger: app.ledger, db: app.db, feed: app.feed });

    const taxOf = async (client: TestClient) => (await betsOf(client)).reduce((sum, bet) => sum + bet.tax, 0);
    const gross = 10 * lineReturn(10_000, [home.odds]);
    const splitTax = await taxOf(split.client);
    expect(splitTax).toBe(winningsTax(100_000, gross));
    expect(splitTax).toBeGreaterThan(0);
    // The same as the single's, but for the cents each of the ten returns was rounded down by.
    expect(Math.abs(splitTax - (await taxOf(whole.client)))).toBeLessThanOrEqual(10);
    expect(await available(split.client)).toBe(gross - splitTax);
    expect(await ledgerCheck(app)).toMatchObject({ unbalancedTransactions: 0, balanceMismatches: 0 });
  });
});
