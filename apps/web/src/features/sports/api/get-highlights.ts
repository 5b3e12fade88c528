import type { Highlights } from '@playline/contract/sports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sportsKeys } from './keys';
import { LIST_REFRESH_MS, LIST_STALE_MS } from './refresh';

/** GET /api/sports/highlights: the home page's picks, what starts soon, the top leagues and the live count. */
export function getHighlights(): Promise<Highlights> {
  return api.get<Highlights>('/sports/highlights');
}

export function highlightsQueryOptions() {
  return queryOptions({ queryKey: sportsKeys.list('highlights'), queryFn: getHighlights, staleTime: LIST_STALE_MS });
}

export function useHighlights() {
  return useQuery({ ...highlightsQueryOptions(), refetchInterval: LIST_REFRESH_MS });
}
