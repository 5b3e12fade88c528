import { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '@playline/contract';
import {
  type Bet,
  cashOutRefusedSchema,
  cashOutResultSchema,
  lineReturn,
  partialCashOutValue,
} from '@playline/contract/bets';
import { describe, expect, it } from 'vitest';
import { TEST_FEED_NOW } from '#app/modules/sports/test-feed.ts';
import { newKey, TestClient } from '#app/test/test-client.ts';
import { settleEvent } from '../settlement/settle-events';
import {
  available,
  footballEvents,
  fundedPlayer,
  ledgerCheck,
  outcome,
  pick,
  place,
  reopenEvents,
  useBetsApp,
} from '../shared/test-kit';

const opened = useBetsApp();

const cashOut = (client: TestClient, betId: number, body: unknown, key = newKey()) =>
  client.post(`/api/client/bets/${betId}/cashout`, body, { [IDEMPOTENCY_HEADER]: key });

/** The bet as my bets shows it now, with its cash-out offer. */
async function shown(client: TestClient, betId: number): Promise<Bet> {
  const bets: Bet[] = (await client.get('/api/client/bets?status=all&pageSize=50')).json().bets;
  const bet = bets.find((candidate) => candidate.id === betId);
  if (!bet) throw new Error(`bet ${betId} is not listed`);
  return bet;
}

/**
 * A player with one open bet of `stake` on home sides. The partial test settles its event by hand, which settles
 * every open leg on it and closes it to new bets (`settled`: an event of its own, after the others): these events
 * lie later in the test feed's three days than other files (which may share a PostgreSQL) bet on; `first` takes
 * the next event instead (to watch it start without ending anyone's events).
 */
async function singleBet(stake = 1_000, type: 'single' | 'multiple' = 'single', first = false, settled = false) {
  const { app, clock } = opened;
  const player = await fundedPlayer(app, 10_000);
  const events = footballEvents(app, TEST_FEED_NOW).slice(first ? 0 : settled ? 62 : 60);
  if (settled) await reopenEvents(app, events.slice(0, 1));
  const legs = (type === 'single' ? [events[0]] : [events[0], events[1]]).map((event) =>
    outcome(app, event!, '1x2', 'home', clock.now),
  );
  const response = await place(player.client, {
    oddsPolicy: 'none',
    bets: [{ type, stake, selections: legs.map((o) => pick(o)) }],
  });
  expect(response.statusCode, response.body).toBe(201);
  const bet: Bet = response.json().bets[0];
  return { ...player, bet, event: events[0]!, legs };
}

describe('cash-out', () => {
  it('pays the offer in full once, settles the bet as cashed out, and replays a retry', async () => {
    const { client, bet } = await singleBet();
    const offer = (await shown(client, bet.id)).cashOut!;
    expect(offer.available).toBe(true);
    expect(offer.value).toBeGreaterThan(0);
    expect(offer.value).toBeLessThanOrEqual(bet.potentialReturn);

    const key = newKey();
    const response = await cashOut(client, bet.id, { value: offer.value }, key);
    expect(response.statusCode, response.body).toBe(200);
    const result = cashOutResultSchema.parse(response.json());
    expect(result).toMatchObject({ paid: offer.value, calculatedBalance: 9_000 + offer.value });
    expect(result.bet).toMatchObject({ status: 'cashed_out', payout: offer.value, tax: 0, cashOut: null });
    expect(await available(client)).toBe(9_000 + offer.value);

    const retry = await cashOut(client, bet.id, { value: offer.value }, key);
    expect(retry.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBe('true');
    expect(retry.json()).toEqual(response.json());
    expect(await available(client)).toBe(9_000 + offer.value);

    // A new attempt on a settled bet: 409 without an offer.
    const again = await cashOut(client, bet.id, { value: offer.value });
    expect(again.statusCode).toBe(409);
    expect(cashOutRefusedSchema.parse(again.json()).cashOut).toBeNull();
    const history = (await client.get('/api/client/transactions')).json();
    expect(history.items[0]).toMatchObject({ type: 'cash_out', amount: offer.value });
    expect(await ledgerCheck(opened.app)).toMatchObject({ unbalancedTransactions: 0, balanceMismatches: 0 });
  });

  it('cashes out part of the stake: pays its share, keeps the rest of the bet open and settles it later', async () => {
    const { app } = opened;
    const { client, bet, event, legs } = await singleBet(1_000, 'single', false, true);
    const offer = (await shown(client, bet.id)).cashOut!;
    const part = partialCashOutValue(offer.value, 1_000, 400);
    const response = await cashOut(client, bet.id, { value: part, stake: 400 });
    expect(response.statusCode, response.body).toBe(200);
    const result = cashOutResultSchema.parse(response.json());
    expect(result.paid).toBe(part);
    expect(result.bet).toMatchObject({ status: 'open', stake: 600, totalStake: 600, payout: part });
    expect(result.bet.potentialReturn).toBe(Math.floor((bet.potentialReturn * 600) / 1_000));
    expect(result.bet.cashOut?.available).toBe(true);
    // The cash-out is recorded on the bet, with its part, amount and time, in the answer and in my bets.
    const recorded = [{ stake: 400, paid: part, at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) }];
    expect(result.bet.cashOuts).toEqual(recorded);
    expect((await shown(client, bet.id)).cashOuts).toEqual(recorded);

    // Too little left in the bet: refused with a message.
    expect((await cashOut(client, bet.id, { value: 1, stake: 595 })).statusCode).toBe(400);

    // The rest wins: the payout adds the win of the remaining stake to what the cash-out paid.
    await settleEvent({ ledger: app.ledger, db: app.db, feed: app.feed }, event.id, {
      winningOutcomeIds: [legs[0]!.id],
      voidOutcomeIds: [],
    });
    const settled = await shown(client, bet.id);
    const win = lineReturn(600, [legs[0]!.odds]);
    expect(settled).toMatchObject({ status: 'won', payout: part + win, totalStake: 600 });
    expect(await available(client)).toBe(9_000 + part + win);
  });

  it('refuses a value that moved below the quote by more than the tolerance, with the new offer', async () => {
    const { client, bet } = await singleBet(1_000, 'multiple');
    const offer = (await shown(client, bet.id)).cashOut!;
    const response = await cashOut(client, bet.id, { value: Math.ceil(offer.value * 1.05) });
    expect(response.statusCode).toBe(409);
    const refused = cashOutRefusedSchema.parse(response.json());
    expect(refused).toMatchObject({ code: 'cash_out_changed', cashOut: offer });
    expect(await available(client)).toBe(9_000);
    // Within the tolerance it is accepted, at the server's value.
    const accepted = await cashOut(client, bet.id, { value: Math.floor(offer.value * 1.01) });
    expect(accepted.json().paid).toBe(offer.value);
  });

  it("refuses while the event is under way, and answers 404 for another player's bet", async () => {
    const { app, clock } = opened;
    const { client, bet, event } = await singleBet(1_000, 'single', true);
    const offer = (await shown(client, bet.id)).cashOut!;
    const stranger = await fundedPlayer(app, 0);
    expect((await cashOut(stranger.client, bet.id, { value: offer.value })).statusCode).toBe(404);
    expect((await cashOut(stranger.client, 999_999_999, { value: offer.value })).statusCode).toBe(404);
    expect((await cashOut(new TestClient(app), bet.id, { value: offer.value })).statusCode).toBe(401);

    clock.now = event.startsAt + 60_000;
    const response = await cashOut(client, bet.id, { value: offer.value });
    expect(response.statusCode).toBe(409);
    expect(cashOutRefusedSchema.parse(response.json()).cashOut).toMatchObject({ available: false });
    expect((await shown(client, bet.id)).cashOut?.available).toBe(false);
    expect(await available(client)).toBe(9_000);
  });
});
