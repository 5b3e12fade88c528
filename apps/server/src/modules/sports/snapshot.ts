import type { EventStatus, SportKey } from '@playline/contract/sports';
import type { FeedAdapter, FeedEvent } from './feed/adapter';

const HOUR = 60 * 60 * 1000;
/** The catalogue offers the coming week (issue 4). */
export const PREMATCH_HORIZON_MS = 7 * 24 * HOUR;
/** No simulated match lasts longer, so every event in play started within it. */
export const LIVE_LOOKBACK_MS = 12 * HOUR;
/** Results reach back a week unless the caller asks for a range. */
export const RESULTS_LOOKBACK_MS = 7 * 24 * HOUR;
/** The longest range of results one call reads. */
export const RESULTS_MAX_RANGE_MS = 31 * 24 * HOUR;

export interface OfferedEvent {
  event: FeedEvent;
  status: EventStatus;
}

/** What the feed offers at one moment: events in play and to come, with the counts the menus show. */
export interface Snapshot {
  at: number;
  version: number;
  /** Live and pre-match events in start order. */
  offered: OfferedEvent[];
  prematchByLeague: Map<number, number>;
  liveByLeague: Map<number, number>;
  prematchBySport: Map<SportKey, number>;
  liveBySport: Map<SportKey, number>;
}

const increment = <K>(counts: Map<K, number>, key: K) => counts.set(key, (counts.get(key) ?? 0) + 1);

export function takeSnapshot(feed: FeedAdapter, at: number): Snapshot {
  const snapshot: Snapshot = {
    at,
    version: feed.version(at),
    offered: [],
    prematchByLeague: new Map(),
    liveByLeague: new Map(),
    prematchBySport: new Map(),
    liveBySport: new Map(),
  };
  for (const event of feed.eventsStartingBetween(at - LIVE_LOOKBACK_MS, at + PREMATCH_HORIZON_MS)) {
    const status = feed.status(event, at);
    if (status === 'finished') continue;
    snapshot.offered.push({ event, status });
    const live = status === 'live';
    increment(live ? snapshot.liveByLeague : snapshot.prematchByLeague, event.leagueId);
    increment(live ? snapshot.liveBySport : snapshot.prematchBySport, event.sport);
  }
  return snapshot;
}

/**
 * One snapshot per feed version: every read within a drift step shares it, and a new step (prices, statuses or
 * scores may have changed) takes a new one.
 */
export class SnapshotSource {
  #current: Snapshot | undefined;

  constructor(readonly feed: FeedAdapter) {}

  at(now: number): Snapshot {
    const version = this.feed.version(now);
    if (this.#current?.version !== version) this.#current = takeSnapshot(this.feed, now);
    return this.#current;
  }
}
