import type { Market } from '@playline/contract/sports';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import type { FeedAdapter, FeedEvent } from '#app/modules/sports/feed/adapter.ts';
import { TEST_FEED_NOW, testFeed } from '#app/modules/sports/test-feed.ts';
import { buildTestApp } from '#app/test/build-test-app.ts';
import { inPlayTiming } from './in-play';

const MINUTE = 60_000;

/**
 * The test simulator with events the test puts in play: they read as live and offer their last pre-match prices,
 * open, whatever the simulator does in play; the test suspends a market or moves a price when it likes. This keeps
 * the in-play tests independent of how the simulator prices live matches.
 */
export function scriptedLiveFeed(base: FeedAdapter) {
  const live = new Set<number>();
  const suspended = new Set<string>();
  const odds = new Map<string, number>();
  const script = (market: Market): Market => {
    const ids = market.outcomes.map((outcome) => outcome.id);
    return {
      ...market,
      status: ids.some((id) => suspended.has(id)) ? 'suspended' : market.status,
      outcomes: market.outcomes.map((outcome) => ({ ...outcome, odds: odds.get(outcome.id) ?? outcome.odds })),
    };
  };
  const feed: FeedAdapter = {
    ...base,
    status: (event, at) => (live.has(event.id) ? 'live' : base.status(event, at)),
    markets: (event, at) =>
      live.has(event.id) ? base.markets(event, event.startsAt - MINUTE).map(script) : base.markets(event, at),
  };
  return {
    feed,
    makeLive: (event: FeedEvent) => live.add(event.id),
    /** Suspends the market of the outcome (every outcome of it reads suspended through its market). */
    suspend: (outcomeId: string) => suspended.add(outcomeId),
    reopen: (outcomeId: string) => suspended.delete(outcomeId),
    setOdds: (outcomeId: string, price: number) => odds.set(outcomeId, price),
  };
}

/**
 * The bets app on a scripted live feed, with the in-play wait replaced by a script: no time passes, each poll's
 * sleep adds to `slept` and then calls `onSleep(slept)` so a test can change the feed at a chosen moment of the
 * delay. The clock of the feed stays at TEST_FEED_NOW, so pre-match prices do not drift meanwhile.
 */
export function useInPlayApp() {
  const opened = {
    scripted: scriptedLiveFeed(testFeed(() => TEST_FEED_NOW)),
    slept: 0,
    onSleep: (_slept: number) => {},
  } as {
    app: FastifyInstance;
    scripted: ReturnType<typeof scriptedLiveFeed>;
    slept: number;
    onSleep: (slept: number) => void;
  };
  beforeAll(async () => {
    opened.app = await buildTestApp({}, { feed: opened.scripted.feed });
  });
  afterAll(() => opened.app.close());
  beforeAll(() => {
    vi.spyOn(inPlayTiming, 'sleep').mockImplementation(async (ms) => {
      opened.slept += ms;
      opened.onSleep(opened.slept);
    });
  });
  afterEach(() => {
    opened.slept = 0;
    opened.onSleep = () => {};
  });
  afterAll(() => vi.restoreAllMocks());
  return opened;
}
