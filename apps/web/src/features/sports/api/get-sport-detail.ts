import * as sports from '@playline/contract/api/sports';
import type { SportDetail, SportKey } from '@playline/contract/sports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/api-client.ts';
import { sportsKeys } from './keys';
import { LIST_STALE_MS } from './refresh';

/** GET /api/sports/:sport: the sport's countries by event count, each with its leagues by rank. */
export function getSportDetail(sport: SportKey, signal?: AbortSignal): Promise<SportDetail> {
  return call(sports.getSportDetail, { params: { sport } }, { signal });
}

export function sportDetailQueryOptions(sport: SportKey) {
  return queryOptions({
    queryKey: sportsKeys.list('sport', { sport }),
    queryFn: ({ signal }) => getSportDetail(sport, signal),
    staleTime: LIST_STALE_MS,
  });
}

/** Null `sport` (an unknown slug) asks nothing. */
export function useSportDetail(sport: SportKey | null) {
  return useQuery({ ...sportDetailQueryOptions(sport ?? 'football'), enabled: sport !== null });
}
