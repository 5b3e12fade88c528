import { IDEMPOTENCY_HEADER } from '@playline/contract';
import { BET_LIMITS, type Bet } from '@playline/contract/bets';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { FeedEvent } from '#app/modules/sports/feed/adapter.ts';
import { TEST_FEED_NOW } from '#app/modules/sports/test-feed.ts';
import { newKey, TestClient } from '#app/test/test-client.ts';
import { CASH_OUT_MARGIN } from '../cash-out/offer';
import { available, footballEvents, fundedPlayer, outcome, pick, place, useBetsApp } from '../shared/test-kit';

const opened = useBetsApp();
const at = TEST_FEED_NOW;

/** Legs whose own chances multiply to more than they win together: what the old cash-out paid on. */
const NEGATIVELY_CORRELATED = [
  [
    ['1x2', 'home'],
    ['ou:1.5', 'under'],
  ],
  [
    ['1x2', 'draw'],
    ['ou:2.5', 'over'],
  ],
  [
    ['btts', 'no'],
    ['ou:2.5', 'over'],
  ],
  [
    ['1x2', 'away'],
    ['btts', 'no'],
  ],
] as const;

const legsOf = (app: FastifyInstance, event: FeedEvent, pairs: readonly (readonly [string, string])[]) =>
  pairs.map(([key, code]) => outcome(app, event, key, code, at));

const jointChance = (app: FastifyInstance, event: FeedEvent, pairs: readonly (readonly [string, string])[]) =>
  app.feed.jointModel(event, at)!.chance(pairs.map(([marketKey, code]) => ({ marketKey, code })))!;

describe('bet builder and instant cash-out', () => {
  it('never pays back the stake: every offer right after placement is below fair value less margin, and the balance only falls', async () => {
    const { app } = opened;
    const { client } = await fundedPlayer(app, 10 * BET_LIMITS.maxStake);
    // Events of their own (later in the feed than other files use), one per try: limits per event stay out of it.
    const events = footballEvents(app, at).slice(120);
    let balance = await available(client);
    for (const [index, pairs] of NEGATIVELY_CORRELATED.entries()) {
      const event = events[index]!;
      const legs = legsOf(app, event, pairs);
      const odds = (await client.post('/api/bets/builder/price', { outcomeIds: legs.map((leg) => leg.id) })).json()
        .odds as number;
      const stake = BET_LIMITS.maxStake;
      const placed = await place(client, {
        oddsPolicy: 'none',
        bets: [{ type: 'builder', stake, builderOdds: odds, selections: legs.map((leg) => pick(leg)) }],
      });
      expect(placed.statusCode, placed.body).toBe(201);
      const bet: Bet = placed.json().bets[0];
      const listed: Bet[] = (await client.get('/api/client/bets?status=all&pageSize=50')).json().bets;
      const offer = listed.find((each) => each.id === bet.id)!.cashOut!;
      expect(offer.available).toBe(true);
      const fair = stake * odds * jointChance(app, event, pairs);
      expect(offer.value, pairs.join(' + ')).toBeLessThan(stake);
      expect(offer.value).toBeLessThanOrEqual(Math.floor(fair * (1 - CASH_OUT_MARGIN) + 1e-6));
      const paid = await client.post(
        `/api/client/bets/${bet.id}/cashout`,
        { value: offer.value },
        { [IDEMPOTENCY_HEADER]: newKey() },
      );
      expect(paid.statusCode, paid.body).toBe(200);
      const after = await available(client);
      expect(after).toBeLessThan(balance);
      balance = after;
    }
  });

  it('refuses legs that exclude each other with their own reason, apart from a leg that cannot win', async () => {
    const { app } = opened;
    const event = footballEvents(app, at)[125]!;
    const legs = legsOf(app, event, [
      ['first_scorer', 'none'],
      ['1x2', 'home'],
    ]);
    const response = await new TestClient(app).post('/api/bets/builder/price', { outcomeIds: legs.map((l) => l.id) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'These selections exclude each other: no result of the match makes them all win.',
    );
  });

  it('fifty €1 builder bets on “no goal” and 0-0 return less than they stake, in expectation under the model', async () => {
    const { app } = opened;
    const { client } = await fundedPlayer(app, 10_000);
    const events = footballEvents(app, at).slice(126, 136);
    const pairs = [
      ['first_scorer', 'none'],
      ['cs', '0-0'],
    ] as const;
    let expected = 0;
    let staked = 0;
    for (const event of events) {
      const legs = legsOf(app, event, pairs);
      const quoted = await new TestClient(app).post('/api/bets/builder/price', { outcomeIds: legs.map((l) => l.id) });
      const odds = quoted.json().odds as number;
      // The pair is the chance of 0-0 alone: priced as that leg, not as the product of the two.
      const zeroZero = jointChance(app, event, [pairs[1]]);
      expect(odds).toBe(Math.floor(100 / (zeroZero * 1.08)) / 100);
      const bet = { type: 'builder' as const, stake: 100, builderOdds: odds, selections: legs.map((l) => pick(l)) };
      const placed = await place(client, { oddsPolicy: 'none', bets: Array.from({ length: 5 }, () => bet) });
      expect(placed.statusCode, placed.body).toBe(201);
      for (const booked of placed.json().bets as Bet[]) {
        expected += booked.potentialReturn * jointChance(app, event, pairs);
        staked += booked.totalStake;
      }
    }
    expect(staked).toBe(5_000);
    expect(expected).toBeLessThanOrEqual(staked / 1.08);
  });
});
