import * as sports from '@playline/contract/api/sports';
import type { Highlights } from '@playline/contract/sports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/api-client.ts';
import { sportsKeys } from './keys';
import { LIST_REFRESH_MS, LIST_STALE_MS } from './refresh';

/** GET /api/sports/highlights: the home page's picks, what starts soon, the top leagues and the live count. */
export function getHighlights(signal?: AbortSignal): Promise<Highlights> {
  return call(sports.getHighlights, {}, { signal });
}

export function highlightsQueryOptions() {
  return queryOptions({
    queryKey: sportsKeys.list('highlights'),
    queryFn: ({ signal }) => getHighlights(signal),
    staleTime: LIST_STALE_MS,
  });
}

export function useHighlights() {
  return useQuery({ ...highlightsQueryOptions(), refetchInterval: LIST_REFRESH_MS });
}
