import type { SportDetail, SportKey } from '@playline/contract/sports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sportsKeys } from './keys';
import { LIST_STALE_MS } from './refresh';

/** GET /api/sports/:sport: the sport's countries by event count, each with its leagues by rank. */
export function getSportDetail(sport: SportKey): Promise<SportDetail> {
  return api.get<SportDetail>(`/sports/${sport}`);
}

export function sportDetailQueryOptions(sport: SportKey) {
  return queryOptions({
    queryKey: sportsKeys.list('sport', { sport }),
    queryFn: () => getSportDetail(sport),
    staleTime: LIST_STALE_MS,
  });
}

/** Null `sport` (an unknown slug) asks nothing. */
export function useSportDetail(sport: SportKey | null) {
  return useQuery({ ...sportDetailQueryOptions(sport ?? 'football'), enabled: sport !== null });
}
