import * as sports from '@playline/contract/api/sports';
import type { EventDetail } from '@playline/contract/sports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/api-client.ts';
import { sportsKeys } from './keys';

/** Odds drift before kick-off; re-reading every half minute lets the odds buttons flash the movement. */
export const EVENT_REFRESH_MS = 30_000;

/** GET /api/sports/events/:eventId: the event with every market, grouped; 404 for an unknown id. */
export function getEvent(eventId: number, signal?: AbortSignal): Promise<EventDetail> {
  return call(sports.getEvent, { params: { eventId } }, { signal });
}

export function eventQueryOptions(eventId: number) {
  return queryOptions({
    queryKey: sportsKeys.list('event', { eventId }),
    // The signal: a hub push cancels a read that may be older than it (see `writePushed`), and aborts its request.
    queryFn: ({ signal }) => getEvent(eventId, signal),
    refetchInterval: EVENT_REFRESH_MS,
    staleTime: EVENT_REFRESH_MS / 2,
  });
}

export function useEvent(eventId: number) {
  return useQuery(eventQueryOptions(eventId));
}
