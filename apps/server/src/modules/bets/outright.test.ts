import type { Bet } from '@playline/contract/bets';
import { lineReturn } from '@playline/contract/bets-math';
import type { Outcome } from '@playline/contract/sports';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ledgerTransactions } from '#app/db/schema.ts';
import type { TestClient } from '#app/test/test-client.ts';
import { TEST_FEED_NOW } from '../sports/test-feed';
import { cashOutOffer } from './cash-out/offer';
import { settleDue } from './settlement/settle-events';
import { available, fundedPlayer, ledgerCheck, pick, place, useBetsApp } from './shared/test-kit';

const opened = useBetsApp();

/**
 * Outright bets on a football season that ended before the test feed's now. The clock runs from the season's last
 * round to just after its end — all before the events other test files bet on (which may share a PostgreSQL), so
 * no settlement run of ours touches their bets. Their runs (at later clocks) may settle ours first: the
 * assertions read the end state, which is the same whichever run settles.
 */
const HOUR = 3_600_000;
const MINUTE = 60_000;

function season(app: FastifyInstance) {
  const league = app.feed.leagues().find((candidate) => candidate.sport === 'football')!;
  const result = app.feed.outrightResult(league.id, TEST_FEED_NOW)!;
  const endsAt = result.endsAt;
  const lastRound = app.feed
    .eventsStartingBetween(endsAt - 4 * 24 * HOUR, endsAt)
    .filter((event) => event.leagueId === league.id && event.endsAt <= endsAt);
  const placedAt = lastRound[0]!.startsAt - HOUR;
  return { league, result, endsAt, lastRound, placedAt };
}

/** An outcome of the league's outright market at `at`. */
function outrightOutcome(app: FastifyInstance, leagueId: number, type: string, at: number, id?: string): Outcome {
  const market = app.feed.outright(leagueId, at)!.markets.find((candidate) => candidate.type === type)!;
  return id ? market.outcomes.find((outcome) => outcome.id === id)! : market.outcomes[0]!;
}

const credits = (app: FastifyInstance, userId: number) =>
  app.db
    .select()
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.userId, userId), inArray(ledgerTransactions.kind, ['bet_win', 'bet_refund'])));

const myBets = async (client: TestClient): Promise<Bet[]> =>
  (await client.get('/api/client/bets?status=all&pageSize=50')).json().bets;

const context = (app: FastifyInstance) => ({ ledger: app.ledger, db: app.db, feed: app.feed });

describe('outright bets', () => {
  it('books outright singles, a double and a system with matches, refuses them after the end, pays winners once', async () => {
    const { app, clock } = opened;
    const { league, result, endsAt, lastRound, placedAt } = season(app);
    clock.now = placedAt;
    const { client, userId } = await fundedPlayer(app, 20_000);
    const [winnerId, scorerId] = result.winningOutcomeIds as [string, string];
    expect(winnerId).toMatch(new RegExp(`^${league.id}/outright_winner/t\\d+$`));
    expect(scorerId).toMatch(new RegExp(`^${league.id}/top_scorer/p\\d+$`));
    const winner = outrightOutcome(app, league.id, 'outright_winner', placedAt, winnerId);
    const scorer = outrightOutcome(app, league.id, 'top_scorer', placedAt, scorerId);
    const loser = app.feed
      .outright(league.id, placedAt)!
      .markets[0]!.outcomes.find((outcome) => outcome.id !== winnerId)!;
    const [first, second] = lastRound.map((event) => {
      const won = app.feed.result(event, event.endsAt)!.winningOutcomeIds.find((id) => id.includes('/1x2/'))!;
      const market = app.feed.markets(event, placedAt).find((candidate) => candidate.key === '1x2')!;
      return market.outcomes.find((outcome) => outcome.id === won)!;
    }) as [Outcome, Outcome];

    const response = await place(client, {
      oddsPolicy: 'none',
      bets: [
        { type: 'single', stake: 1_000, selections: [pick(winner)] },
        { type: 'single', stake: 1_000, selections: [pick(loser)] },
        { type: 'single', stake: 500, selections: [pick(scorer)] },
        { type: 'multiple', stake: 500, selections: [pick(winner), pick(first)] },
        { type: 'system', stake: 200, sizes: [2], selections: [pick(loser), pick(first), pick(second)] },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const placed: Bet[] = response.json().bets;
    expect(placed[0]!.legs[0]).toEqual({
      outcomeId: winner.id,
      eventId: league.id,
      sport: 'football',
      eventName: league.name,
      startsAt: new Date(endsAt).toISOString(),
      marketType: 'outright_winner',
      line: null,
      code: winnerId.split('/')[2],
      name: winner.name,
      odds: winner.odds,
      banker: false,
      status: 'open',
    });
    expect(placed[3]).toMatchObject({ type: 'multiple', odds: expect.any(Number) });
    expect(placed[3]!.legs.map((leg) => leg.eventId)).toEqual([league.id, lastRound[0]!.id]);
    expect(placed[4]).toMatchObject({ type: 'system', lines: 3, totalStake: 600 });
    const staked = 1_000 + 1_000 + 500 + 500 + 600;
    expect(await available(client)).toBe(20_000 - staked);

    // Two selections of one league's outrights are one "event": not in one multiple; never in a bet builder.
    const same = await place(client, {
      oddsPolicy: 'none',
      bets: [{ type: 'multiple', stake: 100, selections: [pick(winner), pick(scorer)] }],
    });
    expect(same.statusCode).toBe(400);
    const builder = await place(client, {
      oddsPolicy: 'none',
      bets: [{ type: 'builder', stake: 100, builderOdds: 3, selections: [pick(winner), pick(first)] }],
    });
    expect(builder.statusCode).toBe(400);

    // After the season's end its outright is gone: the same ids are the next season's, suspended until it starts.
    clock.now = endsAt + MINUTE;
    const late = await place(client, {
      oddsPolicy: 'any',
      bets: [{ type: 'single', stake: 100, selections: [pick(winner)] }],
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'odds_changed',
      changes: [{ outcomeId: winner.id, status: 'suspended' }],
    });

    // The season's result settles the outright legs; runs race and repeat, each winner is paid once.
    await Promise.all([settleDue(context(app)), settleDue(context(app))]);
    await settleDue(context(app));
    const bets = await myBets(client);
    const byId = new Map(bets.map((bet) => [bet.id, bet]));
    const statusOf = (index: number) => byId.get(placed[index]!.id)!.status;
    expect([0, 1, 2, 3, 4].map(statusOf)).toEqual(['won', 'lost', 'won', 'won', 'won']);
    const payouts =
      lineReturn(1_000, [winner.odds]) +
      lineReturn(500, [scorer.odds]) +
      lineReturn(500, [winner.odds, first.odds]) +
      lineReturn(200, [first.odds, second.odds]);
    expect(await credits(app, userId)).toHaveLength(4);
    expect(await available(client)).toBe(20_000 - staked + payouts);
    expect(byId.get(placed[0]!.id)!).toMatchObject({ payout: lineReturn(1_000, [winner.odds]), cashOut: null });
    expect(byId.get(placed[0]!.id)!.legs[0]!.status).toBe('won');
    expect(await ledgerCheck(app)).toMatchObject({
      unbalancedTransactions: 0,
      negativeBalances: 0,
      balanceMismatches: 0,
    });
  });

  it('offers a cash-out on an outright single from the current outright odds until the end', () => {
    const { app } = opened;
    const { league, endsAt, placedAt } = season(app);
    const favourite = outrightOutcome(app, league.id, 'outright_winner', placedAt);
    const leg = {
      outcomeId: favourite.id,
      eventId: league.id,
      marketKey: 'outright_winner',
      odds: favourite.odds,
      status: 'open',
      startsAt: new Date(endsAt),
    };
    const bet = {
      type: 'single' as const,
      status: 'open',
      totalStake: 1_000,
      potentialReturn: lineReturn(1_000, [favourite.odds]),
      odds: favourite.odds,
    };
    const offer = cashOutOffer(bet, [leg], app.feed, placedAt)!;
    expect(offer.available).toBe(true);
    expect(offer.value).toBeGreaterThan(0);
    expect(offer.value).toBeLessThan(bet.potentialReturn);
    // Not at the end (the ids then name the next season), nor for a leg of another season.
    expect(cashOutOffer(bet, [leg], app.feed, endsAt)!.available).toBe(false);
    expect(cashOutOffer(bet, [{ ...leg, startsAt: new Date(endsAt - 1) }], app.feed, placedAt)!.available).toBe(false);
  });
});
