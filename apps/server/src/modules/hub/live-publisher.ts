import type { EventUpdate, LiveLine, LiveUpdate } from '@playline/contract/hub';
import { eventChannel, LIVE_CHANNEL } from '@playline/contract/hub-keys';
import type { FeedAdapter } from '../sports/feed/adapter';
import {
  countOutcomeChanges,
  diffEvent,
  diffLine,
  type EventState,
  eventState,
  fullUpdate,
  liveLine,
} from './live-state';
import type { HubPublisher } from './publisher';

/** How often the leader compares the feed with what it last published. */
export const LIVE_TICK_MS = 1000;

export interface LivePublisherStats {
  ticks: number;
  /** Outcome prices or statuses that changed, summed over every tick (the bench divides by time). */
  outcomeChanges: number;
  messages: number;
  busyMs: number;
}

/**
 * The leader's view of every event in play: each tick it reads the feed, publishes what changed to `event:<id>`
 * and one `live` message with the overview lines that changed and the events that started or ended. Other
 * instances only relay (through the bus); they never publish feed changes themselves, so a change is sent once.
 */
export function createLivePublisher(feed: FeedAdapter, hub: HubPublisher) {
  let states = new Map<number, EventState>();
  let primed = false;
  const stats: LivePublisherStats = { ticks: 0, outcomeChanges: 0, messages: 0, busyMs: 0 };
  /** Stamps the moment each message leaves (what a client's staleness and the bench's latency count from). */
  const publish = (channel: string, message: EventUpdate | LiveUpdate) => {
    stats.messages++;
    hub.publish(channel, { ...message, publishedAt: Date.now() });
  };

  function tick(): void {
    const began = performance.now();
    try {
      step();
    } finally {
      stats.busyMs += performance.now() - began;
    }
  }

  function step(): void {
    const at = feed.now();
    const next = new Map<number, EventState>();
    const lines: LiveLine[] = [];
    const prices: [string, number][] = [];
    const started: number[] = [];
    for (const event of feed.liveEvents(at)) {
      const state = eventState(feed, event, at);
      next.set(event.id, state);
      const before = states.get(event.id);
      if (!primed) continue;
      if (!before) {
        started.push(event.id);
        publish(eventChannel(event.id), fullUpdate(state));
        lines.push(liveLine(state));
        continue;
      }
      const update = diffEvent(before, state);
      if (!update) continue;
      stats.outcomeChanges += countOutcomeChanges(before, state);
      publish(eventChannel(event.id), update);
      const change = diffLine(before, state);
      if (change.line) lines.push(change.line);
      if (change.prices) prices.push(...change.prices);
    }
    const ended: number[] = [];
    for (const [eventId, before] of states) {
      if (next.has(eventId)) continue;
      ended.push(eventId);
      const event = feed.event(eventId);
      const final = event ? eventState(feed, event, at) : null;
      const update = final ? diffEvent(before, final) : null;
      if (update) publish(eventChannel(eventId), update);
    }
    if (primed && (lines.length > 0 || prices.length > 0 || started.length > 0 || ended.length > 0)) {
      publish(LIVE_CHANNEL, {
        type: 'live',
        lines,
        started,
        ended,
        ...(prices.length > 0 ? { prices } : {}),
      });
    }
    states = next;
    primed = true;
    stats.ticks++;
  }

  return { tick, stats };
}

/** Runs the publisher every LIVE_TICK_MS while this instance leads; the returned function stops it. */
export function startLivePublisher(
  feed: FeedAdapter,
  hub: HubPublisher,
  onError: (error: unknown) => void,
  intervalMs = LIVE_TICK_MS,
) {
  const publisher = createLivePublisher(feed, hub);
  const timer = setInterval(() => {
    try {
      publisher.tick();
    } catch (error) {
      onError(error);
    }
  }, intervalMs);
  timer.unref();
  return { stats: publisher.stats, stop: async () => clearInterval(timer) };
}
