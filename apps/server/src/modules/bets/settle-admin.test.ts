import { IDEMPOTENCY_HEADER, XSRF_COOKIE, XSRF_HEADER } from '@playline/contract';
import type { Bet } from '@playline/contract/bets';
import { lineReturn } from '@playline/contract/bets-math';
import type { Outcome } from '@playline/contract/sports';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggedInPlayer } from '../../test/factories';
import { newKey, type TestClient } from '../../test/test-client';
import { TEST_FEED_NOW } from '../sports/test-feed';
import {
  ADMIN_TOKEN,
  available,
  footballEvents,
  fundedPlayer,
  ledgerCheck,
  outcome,
  pick,
  place,
  useBetsApp,
} from './test-kit';

const opened = useBetsApp();
/**
 * Hand settlement settles every open leg of an event, whoever placed it: this file bets on events other test
 * files (which may share a PostgreSQL) leave alone — later in the test feed's three days — and moves no clock.
 */
const ownEvents = (app: FastifyInstance) => footballEvents(app, TEST_FEED_NOW).slice(40);
const XSRF = 'admin-settle-test-xsrf-token-000';

const adminSettle = (app: FastifyInstance, eventId: number, body: unknown) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/events/${eventId}/settle`,
    cookies: { [XSRF_COOKIE]: XSRF },
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, [XSRF_HEADER]: XSRF, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

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

  it('withholds the Greek tax for a hellas player: €10 returning €500 pays €17, €100 at 8.00 pays €32.50', async () => {
    const { app, clock } = opened;
    const priced = (odds: number) => {
      for (const event of ownEvents(app)) {
        for (const market of app.feed.markets(event, clock.now)) {
          const found = market.outcomes.find((o) => o.odds === odds && o.status === 'open');
          if (found) return { event, outcome: found as Outcome };
        }
      }
      throw new Error(`no outcome at ${odds} in the test feed`);
    };
    const at50 = priced(50);
    const at8 = priced(8);
    const { client } = await loggedInPlayer(app, 'site44.localhost', { brandKey: 'hellas' });
    await client.post('/api/client/deposit', { amount: 20_000 }, { [IDEMPOTENCY_HEADER]: newKey() });
    await placed(client, [
      { type: 'single', stake: 1_000, selections: [pick(at50.outcome)] },
      { type: 'single', stake: 10_000, selections: [pick(at8.outcome)] },
    ]);
    for (const { event, outcome: won } of [at50, at8]) {
      await adminSettle(app, event.id, { winningOutcomeIds: [won.id] });
    }
    const settled = await betsOf(client);
    expect(settled.map((bet) => [bet.status, bet.payout, bet.tax]).sort()).toEqual([
      ['won', 50_000, 1_700],
      ['won', 80_000, 3_250],
    ]);
    // The wallet gets the net: 20,000 − 11,000 staked + 48,300 + 76,750.
    expect(await available(client)).toBe(9_000 + 48_300 + 76_750);
    expect(await ledgerCheck(app)).toMatchObject({ unbalancedTransactions: 0, balanceMismatches: 0 });
  });
});
