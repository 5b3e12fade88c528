import * as sports from '@playline/contract/api/sports';
import type { SportsList } from '@playline/contract/sports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/api-client.ts';
import { sportsKeys } from './keys';
import { LIST_REFRESH_MS, LIST_STALE_MS } from './refresh';

/** GET /api/sports: every sport with its pre-match, live and outright counts. */
export function getSports(signal?: AbortSignal): Promise<SportsList> {
  return call(sports.getSports, {}, { signal });
}

export function sportsQueryOptions() {
  return queryOptions({
    queryKey: sportsKeys.list('sports'),
    queryFn: ({ signal }) => getSports(signal),
    staleTime: LIST_STALE_MS,
  });
}

export function useSports() {
  return useQuery({ ...sportsQueryOptions(), refetchInterval: LIST_REFRESH_MS });
}
