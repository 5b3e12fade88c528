import type { LiveUpdate } from '@playline/contract/hub';
import { Lru } from '#app/lib/lru.ts';
import type { FeedAdapter } from '../sports/feed/adapter';
import type { ServedChannels } from './extensions';
import { eventState, fullUpdate, liveLine } from './live-state';

/** What the snapshots of every channel may hold in memory together. */
const SNAPSHOT_CACHE_BYTES = 16 * 1024 * 1024;

/**
 * Full state of a public channel, computed by this instance from its own feed (the feed is the same on every
 * instance): sent when a socket subscribes, so nothing between its REST read and its subscription is missed, and
 * when a slow socket drains instead of the deltas it skipped. Cached per live step, so a thousand subscribers of
 * one event cost one computation. Channels a module serves (live casino tables) are that module's (`servedBy`).
 */
export function createSnapshots(
  feed: FeedAdapter,
  servedBy: (channel: string) => ServedChannels | undefined = () => undefined,
) {
  // Bounded by bytes too: an event's full state is tens of kilobytes, and keys move on every live step.
  const cache = new Lru<string, Buffer | null>(2_000, {
    maxWeight: SNAPSHOT_CACHE_BYTES,
    weigh: (snapshot) => snapshot?.length ?? 1,
  });

  function compute(channel: string, at: number): Buffer | null {
    if (channel === 'live') {
      const lines = feed.liveEvents(at).map((event) => liveLine(eventState(feed, event, at)));
      const update: LiveUpdate = { type: 'live', lines, started: [], ended: [], complete: true };
      return Buffer.from(JSON.stringify(update));
    }
    const event = feed.event(Number(channel.slice('event:'.length)));
    return event ? Buffer.from(JSON.stringify(fullUpdate(eventState(feed, event, at)))) : null;
  }

  return {
    get(channel: string): Buffer | null {
      // A module's channel (a table's state carries the server time and its seats): built by it each time, never cached.
      const served = servedBy(channel);
      if (served) return served.snapshot(channel);
      const at = feed.now();
      return cache.getOrCreate(`${channel}@${feed.liveVersion(at)}`, () => compute(channel, at));
    },
  };
}
