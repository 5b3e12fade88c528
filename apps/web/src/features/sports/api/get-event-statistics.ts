import type { EventStatistics } from '@playline/contract/sports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sportsKeys } from './keys';

/** GET /api/sports/events/:eventId/statistics: both teams' form and recent matches, head-to-head and the table. */
export function getEventStatistics(eventId: number): Promise<EventStatistics> {
  return api.get<EventStatistics>(`/sports/events/${eventId}/statistics`);
}

export function eventStatisticsQueryOptions(eventId: number) {
  return queryOptions({
    queryKey: sportsKeys.list('event-statistics', { eventId }),
    queryFn: () => getEventStatistics(eventId),
    // Past results do not change while the page is open.
    staleTime: 5 * 60_000,
  });
}

export function useEventStatistics(eventId: number) {
  return useQuery(eventStatisticsQueryOptions(eventId));
}
