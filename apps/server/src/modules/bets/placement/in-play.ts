import type { OddsPolicy, PriceChange } from '@playline/contract/bets';
import { IN_PLAY_DELAY_SECONDS } from '@playline/contract/sports-keys';
import type { FeedAdapter } from '#app/modules/sports/feed/adapter.ts';
import { changeOf, eventsOfSlip, quote } from '../shared/selections';
import type { RequestedBet } from './rules';
import { accepts, type BookedBet, OddsChangedError } from './validate';

/** How the in-play delay is waited out: production sleeps on the wall clock; tests replace `sleep` to script it. */
export interface InPlayTiming {
  sleep(ms: number): Promise<void>;
  /** How often the feed is read during the delay: a suspension shorter than this can slip between two reads. */
  pollMs: number;
}

/** The timing every app uses unless `betsRoutes` is given another (read at each request, so a test may spy on it). */
export const inPlayTiming: InPlayTiming = {
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  pollMs: 250,
};

/** Whether any selection of the request belongs to an event in play now (outrights never are). */
export function holdsLiveEvent(feed: FeedAdapter, request: { bets: RequestedBet[] }): boolean {
  const at = feed.now();
  return eventsOfSlip(feed, request).some((event) => feed.status(event, at) === 'live');
}

/** The slip's wait in milliseconds: the longest in-play delay among its legs on events in play, 0 when none is. */
export function inPlayDelayMs(bets: readonly BookedBet[]): number {
  let seconds = 0;
  for (const bet of bets) {
    for (const leg of bet.legs) {
      if (leg.quote.live) seconds = Math.max(seconds, IN_PLAY_DELAY_SECONDS[leg.quote.sport]);
    }
  }
  return seconds * 1000;
}

/**
 * One look at the feed during the delay: every selection must still be open and, except in a bet builder (held to
 * its combined price when booked), priced within the player's policy of the odds the slip saw.
 */
function look(feed: FeedAdapter, request: { oddsPolicy: OddsPolicy; bets: RequestedBet[] }): void {
  const at = feed.now();
  const suspended = new Map<string, PriceChange>();
  const moved = new Map<string, PriceChange>();
  for (const bet of request.bets) {
    for (const selection of bet.selections) {
      const current = quote(feed, selection.outcomeId, at);
      if (current?.status !== 'open') suspended.set(selection.outcomeId, changeOf(selection.outcomeId, current));
      else if (bet.type !== 'builder' && !accepts(request.oddsPolicy, selection.odds, current.outcome.odds)) {
        moved.set(selection.outcomeId, changeOf(selection.outcomeId, current));
      }
    }
  }
  if (suspended.size > 0) {
    throw new OddsChangedError([...suspended.values(), ...moved.values()], undefined, 'suspended_during_delay');
  }
  if (moved.size > 0) throw new OddsChangedError([...moved.values()], undefined, 'price_moved_during_delay');
}

/**
 * Waits out an in-play slip's delay while reading the feed every `pollMs`. The first read that finds a selection
 * suspended (or gone), or a price outside the policy, refuses the slip at once: a market that suspended is refused
 * even if it would have reopened by the end, because the danger it signalled (a goal, a penalty) happened after the
 * player saw the price. Returns when the whole delay passed clean; the caller books at the prices current then.
 */
export async function watchDelay(
  feed: FeedAdapter,
  request: { oddsPolicy: OddsPolicy; bets: RequestedBet[] },
  delayMs: number,
  timing: InPlayTiming,
): Promise<void> {
  let waited = 0;
  while (waited < delayMs) {
    const step = Math.min(timing.pollMs, delayMs - waited);
    await timing.sleep(step);
    waited += step;
    look(feed, request);
  }
}
