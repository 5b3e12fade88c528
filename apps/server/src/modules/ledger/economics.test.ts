import { type Economics, economicsSchema, IDEMPOTENCY_HEADER } from '@playline/contract';
import type { Bet } from '@playline/contract/bets';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newKey } from '#app/test/test-client.ts';
import { settleEvent } from '../bets/settlement/settle-events';
import {
  footballEvents,
  fundedPlayer,
  OWNER_KEY,
  outcome,
  pick,
  place,
  reopenEvents,
  useBetsApp,
} from '../bets/shared/test-kit';
import { TEST_FEED_NOW } from '../sports/test-feed';

const opened = useBetsApp();

async function economics(): Promise<Economics> {
  const response = await opened.app.inject({
    url: '/api/admin/ledger/economics',
    headers: { authorization: `Bearer ${OWNER_KEY}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return economicsSchema.parse(response.json());
}

const singles = (report: Economics) => report.products.find((product) => product.product === 'sports:single');

/** A player's single on the home side of an event far enough into the test feed to be this file's own. */
async function single(eventIndex: number, stake: number) {
  const { app, clock } = opened;
  const player = await fundedPlayer(app, 100_000);
  const event = footballEvents(app, TEST_FEED_NOW)[eventIndex]!;
  // A run before this one, on the same PostgreSQL, may have settled it by hand (which closes it to bets).
  await reopenEvents(app, [event]);
  const home = outcome(app, event, '1x2', 'home', clock.now);
  const response = await place(player.client, {
    oddsPolicy: 'none',
    bets: [{ type: 'single', stake, selections: [pick(home)] }],
  });
  expect(response.statusCode, response.body).toBe(201);
  return { ...player, event, home, bet: response.json().bets[0] as Bet };
}

describe('GET /api/admin/ledger/economics', () => {
  it('needs the admin token', async () => {
    expect((await opened.app.inject({ url: '/api/admin/ledger/economics' })).statusCode).toBe(401);
  });

  it("reports the house's result of settled bets and a cash-out paid from its recorded offer", async () => {
    const { app, clock } = opened;
    const before = await economics();
    const lost = await single(150, 2_000);
    const cashed = await single(151, 1_000);
    const offer = (await cashed.client.get('/api/client/bets?status=all&pageSize=50')).json().bets[0].cashOut;
    const paid = await cashed.client.post(
      `/api/client/bets/${cashed.bet.id}/cashout`,
      { value: offer.value },
      { [IDEMPOTENCY_HEADER]: newKey() },
    );
    expect(paid.statusCode, paid.body).toBe(200);
    // Settled after its event was played, as the settlement job does: not a settlement without a result.
    clock.now = lost.event.startsAt + 3 * 3_600_000;
    await settleEvent({ ledger: app.ledger, db: app.db, feed: app.feed }, lost.event.id, {
      winningOutcomeIds: [],
      voidOutcomeIds: [],
    });
    clock.now = TEST_FEED_NOW;

    const after = await economics();
    const was = singles(before) ?? { settled: 0, staked: 0, paid: 0, houseResult: 0 };
    const now = singles(after)!;
    expect(now.settled - was.settled).toBe(2);
    expect(now.staked - was.staked).toBe(3_000);
    expect(now.paid - was.paid).toBe(offer.value);
    expect(now.houseResult - was.houseResult).toBe(3_000 - offer.value);
    expect(after.anomalies).toEqual(before.anomalies);
    const sportsbook = (report: Economics) =>
      report.houseAccounts.find((account) => account.kind === 'sportsbook' && account.currencyCode === 'EUR')
        ?.balance ?? 0;
    expect(sportsbook(after) - sportsbook(before)).toBe(3_000 - offer.value);
  });

  it('counts payments nobody earned: above the potential return, above the offer, and without a result', async () => {
    const { app } = opened;
    await single(153, 1_000).then(async ({ client, bet }) => {
      const offer = (await client.get('/api/client/bets?status=all&pageSize=50')).json().bets[0].cashOut;
      await client.post(
        `/api/client/bets/${bet.id}/cashout`,
        { value: offer.value },
        { [IDEMPOTENCY_HEADER]: newKey() },
      );
    });
    const before = (await economics()).anomalies;
    const won = await single(152, 1_000);
    await settleEvent({ ledger: app.ledger, db: app.db, feed: app.feed }, won.event.id, {
      winningOutcomeIds: [won.home.id],
      voidOutcomeIds: [],
    });
    // Corrupted records stand for a payment bug: the check must see them, whatever wrote them. A won bet paid a
    // cent above its potential return, whose leg is open again (a settlement no result explains) …
    await app.db.execute(sql`update bets set payout = potential_return + 1 where id = ${won.bet.id}`);
    await app.db.execute(sql`update bet_legs set status = 'open' where bet_id = ${won.bet.id}`);
    // … and a cash-out that paid more than its offer.
    await app.db.execute(sql`update cash_outs set paid = offer + 100 where transaction_id =
      (select max(transaction_id) from cash_outs)`);

    const after = (await economics()).anomalies;
    expect(after.settlementsWithoutResult - before.settlementsWithoutResult).toBe(1);
    expect(after.betsPaidAbovePotential - before.betsPaidAbovePotential).toBe(1);
    expect(after.cashOutsAboveOffer - before.cashOutsAboveOffer).toBe(1);
  });
});
