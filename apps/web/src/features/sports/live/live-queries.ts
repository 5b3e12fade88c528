import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useHubState } from '#app/lib/realtime/hub.ts';
import { eventQueryOptions } from '../api/get-event';
import { type EventsFilter, eventsQueryOptions } from '../api/get-events';

/** Every event in play, in one list: the overview filters by sport on the client, so its chips can count. */
export const LIVE_LIST_FILTER: EventsFilter = { status: 'live', limit: 500 };

/**
 * While the hub is closed the live screens re-read at this pace, so scores still move; while it is open they do
 * not poll at all, the pushes keep the cache current.
 */
export const LIVE_FALLBACK_REFRESH_MS = 20_000;

/** Whether pushes are arriving now. */
export function useHubOpen(): boolean {
  return useHubState() === 'open';
}

/**
 * After the hub reopens while a screen is shown, the pushes missed while it was down are gone: read the answer
 * once more. Its first opening needs no read: the server sends a snapshot of each channel on subscribe.
 */
function useRefreshOnReopen(queryKey: QueryKey, open: boolean): void {
  const queryClient = useQueryClient();
  const seen = useRef({ open, everOpen: open });
  const key = JSON.stringify(queryKey);
  useEffect(() => {
    const before = seen.current;
    if (open && !before.open && before.everOpen) {
      void queryClient.invalidateQueries({ queryKey: JSON.parse(key) as QueryKey });
    }
    seen.current = { open, everOpen: before.everOpen || open };
  }, [open, key, queryClient]);
}

/** The live overview's list: pushed while the hub is open, polled slowly while it is not. */
export function useLiveEvents() {
  const open = useHubOpen();
  const options = eventsQueryOptions(LIVE_LIST_FILTER);
  useRefreshOnReopen(options.queryKey, open);
  return useQuery({ ...options, refetchInterval: open ? false : LIVE_FALLBACK_REFRESH_MS });
}

/** One event with every market and its live state, kept current the same way. */
export function useLiveEvent(eventId: number) {
  const open = useHubOpen();
  const options = eventQueryOptions(eventId);
  useRefreshOnReopen(options.queryKey, open);
  return useQuery({ ...options, refetchInterval: open ? false : LIVE_FALLBACK_REFRESH_MS });
}
