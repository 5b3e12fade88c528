import * as sports from '@playline/contract/api/sports';
import type { LeagueList, SportKey } from '@playline/contract/sports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/api-client.ts';
import { sportsKeys } from './keys';
import { LIST_STALE_MS } from './refresh';

export interface LeaguesFilter {
  sport?: SportKey;
  popular?: boolean;
}

/** GET /api/sports/leagues: leagues across countries by rank, of one sport and/or only (un)popular ones. */
export function getLeagues({ sport, popular }: LeaguesFilter, signal?: AbortSignal): Promise<LeagueList> {
  const query = { sport, popular: popular === undefined ? undefined : (`${popular}` as const) };
  return call(sports.getLeagues, { query }, { signal });
}

export function leaguesQueryOptions(filter: LeaguesFilter) {
  return queryOptions({
    queryKey: sportsKeys.list('leagues', filter),
    queryFn: ({ signal }) => getLeagues(filter, signal),
    staleTime: LIST_STALE_MS,
  });
}

export function useLeagues(filter: LeaguesFilter, { enabled = true } = {}) {
  return useQuery({ ...leaguesQueryOptions(filter), enabled });
}
