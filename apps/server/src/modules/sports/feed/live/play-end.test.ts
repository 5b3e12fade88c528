import { isVirtualSport, SPORT_KEYS, type SportKey } from '@playline/contract/sports';
import { describe, expect, it } from 'vitest';
import { quote } from '#app/modules/bets/shared/selections.ts';
import type { FeedAdapter, FeedEvent } from '../adapter';
import { DAY, simulatorAt, T0 } from '../test-support';

/**
 * An event ends when its play does (issue 18): a match won early (straight sets, a knockout, no overtime) is
 * finished, has its result and leaves the live list the moment its last point shows, not at the scheduled end.
 */
const feed = simulatorAt('play-end');
/** A second simulator of the same seed: the drawn result, computed apart from the first one's caches. */
const drawn = simulatorAt('play-end');
const PER_SPORT = 40;
/** Sports whose matches can end before the time laid out for the longest one. */
const EARLY: SportKey[] = [
  'tennis',
  'mma',
  'table-tennis',
  'esports',
  'volleyball',
  'basketball',
  'darts',
  'american-football',
  'baseball',
  'ice-hockey',
];

const past = feed.eventsStartingBetween(T0 - 30 * DAY, T0 - DAY);
const sports = SPORT_KEYS.filter((sport) => !isVirtualSport(sport));
const eventsOf = (sport: SportKey) => past.filter((event) => event.sport === sport).slice(0, PER_SPORT);

/** The first whole millisecond at which `ended` holds, by bisection between kick-off and the scheduled end. */
function firstWhen(event: FeedEvent, ended: (at: number) => boolean): number {
  let [low, high] = [event.startsAt, event.endsAt];
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (ended(mid)) high = mid;
    else low = mid;
  }
  return high;
}

const finalShownAt = (source: FeedAdapter, event: FeedEvent) =>
  firstWhen(event, (at) => source.scoreboard(event, at)?.phase === 'finished');

describe('an event ends when its play ends', () => {
  it.each(sports)('%s: finished, with its drawn result, exactly when the scoreboard shows the final', (sport) => {
    const events = eventsOf(sport);
    expect(events.length).toBe(PER_SPORT);
    let early = 0;
    for (const event of events) {
      const end = finalShownAt(feed, event);
      expect(feed.scoreboard(event, end - 1)!.phase).not.toBe('finished');
      expect(feed.status(event, end - 1)).toBe('live');
      expect(feed.result(event, end - 1)).toBeNull();
      expect(feed.liveEvents(end - 1).map((live) => live.id)).toContain(event.id);

      expect(feed.status(event, end)).toBe('finished');
      const result = feed.result(event, end)!;
      expect(result).toEqual(drawn.result(event, event.endsAt + DAY));
      expect(result.scoreboard).toEqual(feed.scoreboard(event, end));
      expect(feed.liveEvents(end).map((live) => live.id)).not.toContain(event.id);
      expect(feed.liveState(event, end)).toBeNull();
      expect(feed.jointModel(event, end)).toBeNull();
      if (end < event.endsAt) early++;
    }
    if (EARLY.includes(sport)) expect(early).toBeGreaterThan(0);
    else expect(early).toBe(0);
  });

  it('refuses a live selection of an ended event, in every sport', () => {
    for (const sport of sports) {
      for (const event of eventsOf(sport).slice(0, 10)) {
        const end = finalShownAt(feed, event);
        const offered = feed.markets(event, end - 1).flatMap((market) => market.outcomes);
        expect(offered.length).toBeGreaterThan(0);
        for (const outcome of offered) expect(quote(feed, outcome.id, end)?.status ?? 'gone').not.toBe('open');
      }
    }
  });
});
