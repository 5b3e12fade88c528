import type { OpenStatus } from '@playline/contract/sports';
import { useCallback, useSyncExternalStore } from 'react';
import { createFrameBatch, type RequestFrame } from './frame-batch';
import type { ChannelMessage } from './hub-client';

/** An outcome's price and status as the hub last told it. */
export interface LiveOutcome {
  odds: number;
  status: OpenStatus;
}

interface Entry extends LiveOutcome {
  eventId: number;
}

/** Outcomes of an event nobody holds (channel or screen) are forgotten after this long. */
export const LIVE_ODDS_GRACE_MS = 120_000;

type Market = { key: string; status: OpenStatus; outcomes: { id: string; odds: number; status: OpenStatus }[] };

export interface LiveOddsStore {
  /** Takes the prices of an `event` or `live` message; subscribers hear of them at the next animation frame. */
  feed(message: ChannelMessage): void;
  get(outcomeId: string): LiveOutcome | undefined;
  /** Listens to one outcome: called once per frame in which its price or status changed, never otherwise. */
  subscribe(outcomeId: string, listener: () => void): () => void;
  /**
   * Forgets the outcomes of events that `keep` no longer wants (or that finished) and no screen shows, once that has
   * been so for the grace period (so a quick back-and-forth between pages keeps them).
   */
  prune(keep: (eventId: number) => boolean, now: number, graceMs?: number): void;
  /** How many outcomes are held (for tests and the bench). */
  readonly size: number;
  flush(): void;
}

/**
 * The outcome-price store behind every odds button of the live screens (issue 6: smooth at 500 changes a second).
 * Hub messages are folded into a per-frame batch; applying it notifies only the listeners of outcomes whose price
 * or status really changed, so one moving price re-renders one button.
 */
export function createLiveOddsStore(requestFrame?: RequestFrame): LiveOddsStore {
  const values = new Map<string, Entry>();
  const listeners = new Map<string, Set<() => void>>();
  /** Outcome ids per event, and when the event was last wanted. */
  const events = new Map<number, { outcomes: Set<string>; keptAt: number | null; ended: boolean }>();

  const batch = createFrameBatch<string, Entry>((changes) => {
    const changed: string[] = [];
    for (const [id, next] of changes) {
      const previous = values.get(id);
      if (previous && previous.odds === next.odds && previous.status === next.status) continue;
      values.set(id, next);
      // Again here: a prune between feed and frame may have dropped the event this change belongs to.
      track(next.eventId, id);
      changed.push(id);
    }
    // Store first, then notify: a listener reading a neighbour sees this frame's whole state.
    for (const id of changed) for (const listener of [...(listeners.get(id) ?? [])]) listener();
  }, requestFrame);

  function track(eventId: number, outcomeId: string) {
    let event = events.get(eventId);
    if (!event) {
      // Not yet seen by a prune: the first one starts its grace period.
      event = { outcomes: new Set(), keptAt: null, ended: false };
      events.set(eventId, event);
    }
    event.outcomes.add(outcomeId);
  }

  function feedMarket(eventId: number, market: Market) {
    for (const outcome of market.outcomes) {
      track(eventId, outcome.id);
      // A suspended market suspends every outcome in it, whatever the outcome's own status says.
      const status = market.status === 'open' ? outcome.status : market.status;
      batch.set(outcome.id, { odds: outcome.odds, status, eventId });
    }
  }

  /** A new price alone: the outcome keeps the status it had (its market did not change otherwise). */
  function feedPrice(eventId: number, outcomeId: string, odds: number) {
    track(eventId, outcomeId);
    const current = batch.pending(outcomeId) ?? values.get(outcomeId);
    batch.set(outcomeId, { odds, status: current?.status ?? 'open', eventId });
  }

  /** Locks outcomes the event no longer offers (a removed market, a finished event): locked, never hidden (ui.md). */
  function suspend(eventId: number, matches: (outcomeId: string) => boolean = () => true) {
    for (const id of events.get(eventId)?.outcomes ?? []) {
      if (!matches(id)) continue;
      const current = batch.pending(id) ?? values.get(id);
      if (current) batch.set(id, { ...current, status: 'suspended' });
    }
  }

  /** A finished event: its outcomes lock, and it is let go even while its channel is still held. */
  function end(eventId: number) {
    suspend(eventId);
    const event = events.get(eventId);
    if (event) event.ended = true;
  }

  return {
    feed(message) {
      if (message.type === 'event') {
        for (const market of message.markets ?? []) feedMarket(message.eventId, market);
        for (const [id, odds] of message.prices ?? []) feedPrice(message.eventId, id, odds);
        for (const key of message.removedMarkets ?? []) {
          const prefix = `${message.eventId}/${key}/`;
          suspend(message.eventId, (id) => id.startsWith(prefix));
        }
        if (message.status === 'finished') end(message.eventId);
        return;
      }
      for (const line of message.lines) if (line.mainMarket) feedMarket(line.eventId, line.mainMarket);
      for (const [id, odds] of message.prices ?? []) feedPrice(Number(id.slice(0, id.indexOf('/'))), id, odds);
      for (const eventId of message.ended) end(eventId);
    },
    get: (outcomeId) => values.get(outcomeId),
    subscribe(outcomeId, listener) {
      const set = listeners.get(outcomeId) ?? new Set();
      set.add(listener);
      listeners.set(outcomeId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(outcomeId) === set) listeners.delete(outcomeId);
      };
    },
    prune(keep, now, graceMs = LIVE_ODDS_GRACE_MS) {
      for (const [eventId, event] of events) {
        const wanted = (!event.ended && keep(eventId)) || [...event.outcomes].some((id) => listeners.has(id));
        if (wanted || event.keptAt === null) {
          event.keptAt = now;
          continue;
        }
        if (now - event.keptAt < graceMs) continue;
        for (const id of event.outcomes) values.delete(id);
        events.delete(eventId);
      }
    },
    get size() {
      return values.size;
    },
    flush: () => batch.flush(),
  };
}

/** The tab's one store, fed by the hub (see hub.ts). */
export const liveOdds = createLiveOddsStore();

/**
 * An outcome's live price and status, or undefined until the hub sent one (show the catalogue's price then).
 * Re-renders only when this outcome changed, at most once per animation frame.
 */
export function useLiveOutcome(outcomeId: string, store: LiveOddsStore = liveOdds): LiveOutcome | undefined {
  const subscribe = useCallback((listener: () => void) => store.subscribe(outcomeId, listener), [store, outcomeId]);
  const read = useCallback(() => store.get(outcomeId), [store, outcomeId]);
  return useSyncExternalStore(subscribe, read, read);
}
