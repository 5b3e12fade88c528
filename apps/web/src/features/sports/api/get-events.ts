import * as sports from '@playline/contract/api/sports';
import type { EventList, EventStatus, SportKey } from '@playline/contract/sports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/api-client.ts';
import { sportsKeys } from './keys';
import { LIST_REFRESH_MS, LIST_STALE_MS } from './refresh';

/** The filters of GET /api/sports/events as the web sends them (`from` / `to`: ISO instants of local days). */
export interface EventsFilter {
  sport?: SportKey;
  league?: number;
  country?: string;
  status?: EventStatus;
  from?: string;
  to?: string;
  limit?: number;
}

/** GET /api/sports/events: events in start order with their main market, filtered by sport, league, day, status. */
export function getEvents(query: EventsFilter, signal?: AbortSignal): Promise<EventList> {
  return call(sports.getEvents, { query }, { signal });
}

export function eventsQueryOptions(query: EventsFilter) {
  return queryOptions({
    queryKey: sportsKeys.list('events', query),
    // The signal: a hub push cancels a live list's read that may be older than it (see `writePushed`).
    queryFn: ({ signal }) => getEvents(query, signal),
    staleTime: LIST_STALE_MS,
  });
}

/** Refreshed every half minute; a new filter (another day) keeps the old rows until its own arrive. */
export function useEvents(query: EventsFilter, { enabled = true } = {}) {
  return useQuery({
    ...eventsQueryOptions(query),
    enabled,
    refetchInterval: LIST_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}
