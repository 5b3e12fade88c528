import type { EventUpdate, LiveUpdate } from '@playline/contract/hub';
import { eventChannel, LIVE_CHANNEL } from '@playline/contract/hub-keys';
import type { EventDetail, EventList } from '@playline/contract/sports';
import { type Query, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { createFrameBatch, type RequestFrame } from '#app/lib/realtime/frame-batch.ts';
import { useHubChannel, useHubMessage } from '#app/lib/realtime/hub.ts';
import { writePushed } from '#app/lib/realtime/pushed-state.ts';
import { eventQueryOptions } from '../api/get-event';
import { sportsKeys } from '../api/keys';
import { mergeEventUpdates, mergeLiveUpdates, patchEventDetail, patchEventList } from './live-patch';

/** Cached lists of events in play: the live overview's (`events` with status live) and the live scores'. */
export function isLiveListQuery(query: Pick<Query, 'queryKey'>): boolean {
  const [root, name, params] = query.queryKey;
  if (root !== sportsKeys.all[0]) return false;
  if (name === 'live-scores') return true;
  return name === 'events' && (params as { status?: string } | undefined)?.status === 'live';
}

/**
 * Applies one frame's live-overview pushes to every cached live list (winning over reads already on their way, see
 * `writePushed`); a start or an end re-reads them once.
 */
export function applyLiveUpdate(queryClient: QueryClient, update: LiveUpdate): void {
  writePushed<EventList>(queryClient, { predicate: isLiveListQuery }, (list) => patchEventList(list, update));
  if (update.started.length > 0 || update.ended.length > 0) {
    void queryClient.invalidateQueries({ predicate: isLiveListQuery });
  }
}

/** Applies one frame's pushes for an event to its cached detail (winning over reads already on their way). */
export function applyEventUpdate(queryClient: QueryClient, update: EventUpdate): void {
  const { queryKey } = eventQueryOptions(update.eventId);
  writePushed<EventDetail>(queryClient, { queryKey, exact: true }, (event) => patchEventDetail(event, update));
}

/**
 * Pushes folded into one per animation frame: a burst of hub messages costs one cache write and one render. A
 * hidden tab gets no frames, so what waits is merged in place, one update per key, never a growing queue.
 */
function useMergingBatch<T>(
  keyOf: (item: T) => string | number,
  merge: (earlier: T, later: T) => T,
  apply: (item: T) => void,
  requestFrame?: RequestFrame,
): (item: T) => void {
  return useMemo(() => {
    const batch = createFrameBatch<string | number, T>((items) => {
      for (const item of items.values()) apply(item);
    }, requestFrame);
    return (item: T) => {
      const key = keyOf(item);
      const earlier = batch.pending(key);
      batch.set(key, earlier === undefined ? item : merge(earlier, item));
    };
  }, [keyOf, merge, apply, requestFrame]);
}

/**
 * While a live list is on screen: the `live` channel is held and its pushes patch the cached lists, once per
 * animation frame (`requestFrame` for tests).
 */
export function useLiveListSync(requestFrame?: RequestFrame): void {
  const queryClient = useQueryClient();
  useHubChannel(LIVE_CHANNEL);
  const apply = useMemo(() => (update: LiveUpdate) => applyLiveUpdate(queryClient, update), [queryClient]);
  const push = useMergingBatch(liveKey, mergeLiveUpdates, apply, requestFrame);
  useHubMessage('live', push);
  // The servers lost messages between them (decision 025): the snapshot they send cannot add a match that started.
  useHubMessage('resync', () => void queryClient.invalidateQueries({ predicate: isLiveListQuery }));
}

/** While an event is on screen: its `event:<id>` channel is held and its pushes patch its cached detail. */
export function useEventSync(eventId: number | null, requestFrame?: RequestFrame): void {
  const queryClient = useQueryClient();
  useHubChannel(eventId === null ? null : eventChannel(eventId));
  const apply = useMemo(() => (update: EventUpdate) => applyEventUpdate(queryClient, update), [queryClient]);
  const push = useMergingBatch(eventKey, mergeEventUpdates, apply, requestFrame);
  useHubMessage('event', (update) => {
    if (update.eventId === eventId) push(update);
  });
  // The servers lost messages between them (decision 025): read the event again, as after the hub reopens.
  useHubMessage('resync', () => {
    if (eventId !== null) void queryClient.invalidateQueries({ queryKey: eventQueryOptions(eventId).queryKey });
  });
}

const liveKey = () => 'live';
const eventKey = (update: EventUpdate) => update.eventId;
