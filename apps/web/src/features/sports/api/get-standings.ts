import * as sports from '@playline/contract/api/sports';
import type { Standings } from '@playline/contract/sports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/api-client.ts';
import { sportsKeys } from './keys';

/** GET /api/sports/leagues/:leagueId/standings: the current season's table; 404 for a league without one. */
export function getStandings(leagueId: number, signal?: AbortSignal): Promise<Standings> {
  return call(sports.getStandings, { params: { leagueId } }, { signal });
}

export function standingsQueryOptions(leagueId: number) {
  return queryOptions({
    queryKey: sportsKeys.list('standings', { leagueId }),
    queryFn: ({ signal }) => getStandings(leagueId, signal),
    staleTime: 60_000,
  });
}

export function useStandings(leagueId: number | null) {
  return useQuery({ ...standingsQueryOptions(leagueId ?? 0), enabled: leagueId !== null });
}
