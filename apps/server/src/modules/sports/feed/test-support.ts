import { SPORT_KEYS, type SportKey } from '@playline/contract/sports';
import type { FeedAdapter, FeedEvent } from './adapter';
import { createSimulator } from './simulator';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
/** A Sunday afternoon, UTC: tests read the same feed on every run. */
export const T0 = Date.UTC(2026, 10, 22, 14, 32);

export function simulatorAt(seed: string, at: number = T0): FeedAdapter {
  return createSimulator({ seed, speed: 1, now: () => at });
}

/** The first `perSport` events of each sport starting in the week after `at`. */
export function sampleEvents(feed: FeedAdapter, at: number, perSport: number): FeedEvent[] {
  const events = feed.eventsStartingBetween(at, at + 7 * DAY);
  return SPORT_KEYS.flatMap((sport: SportKey) => events.filter((event) => event.sport === sport).slice(0, perSport));
}
