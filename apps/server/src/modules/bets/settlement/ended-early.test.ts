import { lineReturn } from '@playline/contract/bets-math';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { FeedEvent } from '#app/modules/sports/feed/adapter.ts';
import { TEST_FEED_NOW } from '#app/modules/sports/test-feed.ts';
import { available, fundedPlayer, pick, place, useBetsApp } from '../shared/test-kit';
import { settleDue } from './settle-events';

/**
 * A match won early (straight sets) ends when its last point is played, not at the end of the time laid out for
 * the longest match: from then on it takes no live bet, and the settlement job settles it at once (issue 18).
 * Like settle.test.ts, this file moves its clock past an event's end, so it bets only on events starting within
 * the next 90 minutes (other files bet from two hours on).
 */
const opened = useBetsApp();
afterAll(() => {
  opened.clock.now = TEST_FEED_NOW;
});
const MINUTE = 60_000;
/** Site 44 offers live betting: a refusal there is the event's, not the brand's. */
const LIVE_SITE = { host: 'site44.localhost', brandKey: 'hellas' };

/** The first millisecond the scoreboard shows the final. */
function playEnd(app: FastifyInstance, event: FeedEvent): number {
  let [low, high] = [event.startsAt, event.endsAt];
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (app.feed.scoreboard(event, mid)?.phase === 'finished') high = mid;
    else low = mid;
  }
  return high;
}

/** A tennis match starting soon that is won before its scheduled end, and when its play ends. */
function earlyFinish(app: FastifyInstance) {
  const soon = app.feed.eventsStartingBetween(TEST_FEED_NOW + 30 * MINUTE, TEST_FEED_NOW + 90 * MINUTE);
  for (const event of soon.filter((candidate) => candidate.sport === 'tennis')) {
    const end = playEnd(app, event);
    if (end < event.endsAt - 10 * MINUTE) return { event, end };
  }
  throw new Error('no tennis match won early');
}

describe('an event that ends early', () => {
  it('refuses live bets and settles from the end of its play, long before its scheduled end', async () => {
    const { app, clock } = opened;
    const { client } = await fundedPlayer(app, 5_000, LIVE_SITE);
    const { event, end } = earlyFinish(app);
    const main = app.feed.mainMarket(event, clock.now)!;
    const backed = await place(client, {
      oddsPolicy: 'none',
      bets: main.outcomes.map((outcome) => ({ type: 'single' as const, stake: 1_000, selections: [pick(outcome)] })),
    });
    expect(backed.statusCode, backed.body).toBe(201);
    const staked = 1_000 * main.outcomes.length;

    clock.now = end - 1;
    expect(app.feed.status(event, clock.now)).toBe('live');
    const lastLive = app.feed.mainMarket(event, clock.now)!;

    clock.now = end;
    expect(app.feed.status(event, clock.now)).toBe('finished');
    const late = await place(client, {
      oddsPolicy: 'any',
      bets: [{ type: 'single', stake: 100, selections: [pick(lastLive.outcomes[0]!)] }],
    });
    expect(late.statusCode, late.body).toBeGreaterThanOrEqual(400);
    expect(late.statusCode).toBeLessThan(500);
    expect(late.json()).toMatchObject({ statusCode: late.statusCode, error: expect.any(String) });

    await settleDue({ ledger: app.ledger, db: app.db, feed: app.feed });
    const result = app.feed.result(event, clock.now)!;
    const winner = main.outcomes.find((outcome) => result.winningOutcomeIds.includes(outcome.id))!;
    expect(await available(client)).toBe(5_000 - staked + lineReturn(1_000, [winner.odds]));
  });
});
