import type { LeagueList, SportKey } from '@playline/contract/sports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sportsKeys } from './keys';
import { LIST_STALE_MS } from './refresh';

export interface LeaguesFilter {
  sport?: SportKey;
  popular?: boolean;
}

/** GET /api/sports/leagues: leagues across countries by rank, of one sport and/or only (un)popular ones. */
export function getLeagues({ sport, popular }: LeaguesFilter): Promise<LeagueList> {
  return api.get<LeagueList>('/sports/leagues', {
    query: { sport, popular: popular === undefined ? undefined : String(popular) },
  });
}

export function leaguesQueryOptions(filter: LeaguesFilter) {
  return queryOptions({
    queryKey: sportsKeys.list('leagues', filter),
    queryFn: () => getLeagues(filter),
    staleTime: LIST_STALE_MS,
  });
}

export function useLeagues(filter: LeaguesFilter, { enabled = true } = {}) {
  return useQuery({ ...leaguesQueryOptions(filter), enabled });
}
