import * as sports from '@playline/contract/api/sports';
import type { EventStatistics } from '@playline/contract/sports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/api-client.ts';
import { sportsKeys } from './keys';

/** GET /api/sports/events/:eventId/statistics: both teams' form and recent matches, head-to-head and the table. */
export function getEventStatistics(eventId: number, signal?: AbortSignal): Promise<EventStatistics> {
  return call(sports.getEventStatistics, { params: { eventId } }, { signal });
}

export function eventStatisticsQueryOptions(eventId: number) {
  return queryOptions({
    queryKey: sportsKeys.list('event-statistics', { eventId }),
    queryFn: ({ signal }) => getEventStatistics(eventId, signal),
    // Past results do not change while the page is open.
    staleTime: 5 * 60_000,
  });
}

export function useEventStatistics(eventId: number) {
  return useQuery(eventStatisticsQueryOptions(eventId));
}
