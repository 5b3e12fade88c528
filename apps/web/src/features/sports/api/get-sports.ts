import type { SportsList } from '@playline/contract/sports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sportsKeys } from './keys';
import { LIST_REFRESH_MS, LIST_STALE_MS } from './refresh';

/** GET /api/sports: every sport with its pre-match, live and outright counts. */
export function getSports(): Promise<SportsList> {
  return api.get<SportsList>('/sports');
}

export function sportsQueryOptions() {
  return queryOptions({ queryKey: sportsKeys.list('sports'), queryFn: getSports, staleTime: LIST_STALE_MS });
}

export function useSports() {
  return useQuery({ ...sportsQueryOptions(), refetchInterval: LIST_REFRESH_MS });
}
