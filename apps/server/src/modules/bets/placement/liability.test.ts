import { IDEMPOTENCY_HEADER } from '@playline/contract';
import { type Bet, placeBetsResultSchema } from '@playline/contract/bets';
import { lineReturn } from '@playline/contract/bets-math';
import { DEFAULT_LIABILITY_LIMITS, liabilityLimitsOf } from '@playline/contract/brands';
import type { Outcome } from '@playline/contract/sports';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { FeedEvent } from '#app/modules/sports/feed/adapter.ts';
import { TEST_FEED_NOW } from '#app/modules/sports/test-feed.ts';
import { newKey } from '#app/test/test-client.ts';
import {
  available,
  footballEvents,
  fundedPlayer,
  ledgerCheck,
  market,
  pick,
  place,
  useBetsApp,
} from '../shared/test-kit';
import { liabilityBreach } from './liability';

const opened = useBetsApp();
const STAKE = 100_000;
const CAPS = liabilityLimitsOf('playline');
/** Events 220–239 of the test feed's three days: no other file bets on them (files may share a PostgreSQL). */
let next = 220;
const ownEvent = (app: FastifyInstance): FeedEvent => footballEvents(app, TEST_FEED_NOW)[next++]!;
const correctScore = (app: FastifyInstance, event: FeedEvent, code: string): Outcome =>
  market(app, event, 'cs', TEST_FEED_NOW).outcomes.find((candidate) => candidate.code === code)!;
/** A player with `tenThousands` × €10,000 in the wallet (one deposit takes at most €10,000). */
async function richPlayer(app: FastifyInstance, tenThousands: number) {
  const player = await fundedPlayer(app, 1_000_000);
  for (let more = 1; more < tenThousands; more++) {
    const response = await player.client.post(
      '/api/client/deposit',
      { amount: 1_000_000, payment: { method: 'ewallet', account: 'player@example.com' } },
      { [IDEMPOTENCY_HEADER]: newKey() },
    );
    expect(response.statusCode, response.body).toBe(201);
  }
  return player;
}
const liabilityOf = (odds: number) => lineReturn(STAKE, [odds]) - STAKE;
const single = (selection: Outcome) => ({
  oddsPolicy: 'none' as const,
  bets: [{ type: 'single' as const, stake: STAKE, selections: [pick(selection)] }],
});

describe('liability per player is capped per outcome and per event, not per bet', () => {
  it('stops 60 maximum bets on one outcome at the cap, with a 422 naming the cap and what is left', async () => {
    const { app } = opened;
    const { client } = await richPlayer(app, 3);
    const selection = correctScore(app, ownEvent(app), '1-0');
    const fits = Math.floor(CAPS.perOutcome / liabilityOf(selection.odds));
    const answers = [];
    for (let attempt = 0; attempt < 60; attempt++) answers.push(await place(client, single(selection)));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(fits);
    const refused = answers.at(-1)!;
    expect(refused.statusCode).toBe(422);
    const left = CAPS.perOutcome - fits * liabilityOf(selection.odds);
    expect(refused.json().message).toContain('€100,000.00 per selection');
    expect(refused.json().message).toContain(`€${(left / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`);
    expect(await available(client)).toBe(3_000_000 - fits * STAKE);
  });

  it('lets 20 concurrent slips of one player on one outcome through only up to the cap', async () => {
    const { app } = opened;
    const { client } = await richPlayer(app, 3);
    const selection = correctScore(app, ownEvent(app), '1-1');
    const fits = Math.floor(CAPS.perOutcome / liabilityOf(selection.odds));
    expect(fits).toBeLessThan(20);
    const answers = await Promise.all(Array.from({ length: 20 }, () => place(client, single(selection), newKey())));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([...Array(fits).fill(201), ...Array(20 - fits).fill(422)]);
    const bets = answers.flatMap((answer) =>
      answer.statusCode === 201 ? placeBetsResultSchema.parse(answer.json()).bets : [],
    ) as Bet[];
    const held = bets.reduce((sum, bet) => sum + bet.potentialReturn - bet.totalStake, 0);
    expect(held).toBeLessThanOrEqual(CAPS.perOutcome);
    expect(await ledgerCheck(app)).toMatchObject({ unbalancedTransactions: 0, balanceMismatches: 0 });
  });

  it('caps one event across its outcomes, and counts a multiple on each event it has a leg on', async () => {
    const { app } = opened;
    const { client } = await richPlayer(app, 5);
    const event = ownEvent(app);
    const scores = market(app, event, 'cs', TEST_FEED_NOW).outcomes.filter((o) => o.odds < 40);
    let held = 0;
    let last = null;
    for (const score of scores) {
      last = await place(client, single(score));
      if (last.statusCode !== 201) break;
      held += liabilityOf(score.odds);
    }
    expect(last?.statusCode).toBe(422);
    expect(last?.json().message).toContain('€250,000.00 per event');
    expect(held).toBeLessThanOrEqual(CAPS.perEvent);
    expect(held).toBeGreaterThan(CAPS.perEvent - 50 * STAKE);
    // A multiple of a fresh event with this one is refused too: its whole liability counts on this event.
    const other = market(app, ownEvent(app), '1x2', TEST_FEED_NOW).outcomes[0]!;
    const multiple = await place(client, {
      oddsPolicy: 'none',
      bets: [{ type: 'multiple', stake: STAKE, selections: [pick(other), pick(scores.at(-1)!)] }],
    });
    expect(multiple.statusCode, multiple.body).toBe(422);
    expect(multiple.json().message).toContain('per event');
  });
});

describe('liabilityBreach', () => {
  const caps = { perOutcome: 1_000, perEvent: 1_500 };
  const leg = (betId: number | string, outcomeId: string, liability: number) => ({
    betId,
    outcomeId,
    eventKey: `event:${outcomeId.split('/')[0]}`,
    liability,
  });

  it('counts a bet once per outcome and per event however many legs it has there', () => {
    const builder = [leg(1, '7/1x2/home', 900), leg(1, '7/ou:2.5/over', 900)];
    expect(liabilityBreach(builder, [leg('new', '7/btts/yes', 500)], caps)).toBeNull();
    expect(liabilityBreach(builder, [leg('new', '7/btts/yes', 700)], caps)).toEqual({
      scope: 'event',
      key: 'event:7',
      cap: 1_500,
      available: 600,
    });
  });

  it('charges a multiple in full to every leg, and only the keys the new bets touch', () => {
    const multiple = [leg(1, '7/1x2/home', 800), leg(1, '8/1x2/home', 800)];
    expect(liabilityBreach(multiple, [leg('new', '8/1x2/home', 300)], caps)).toMatchObject({
      scope: 'outcome',
      available: 200,
    });
    expect(liabilityBreach([leg(1, '9/1x2/home', 5_000)], [leg('new', '8/1x2/home', 300)], caps)).toBeNull();
  });

  it('has a default for brands that set none', () => {
    expect(liabilityLimitsOf('no-such-brand')).toEqual(DEFAULT_LIABILITY_LIMITS);
  });
});
