import * as sports from '@playline/contract/api/sports';
import type { VirtualBoard } from '@playline/contract/sports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/api-client.ts';
import { sportsKeys } from './keys';

/** Scores of a virtual round change every few seconds (a game minute a second); the server steps them every 5 s. */
export const VIRTUAL_BOARD_REFRESH_MS = 3_000;

/** GET /api/sports/virtual/:leagueId: the league's last, current and next rounds; 404 for a league not virtual. */
export function getVirtualBoard(leagueId: number, signal?: AbortSignal): Promise<VirtualBoard> {
  return call(sports.getVirtualBoard, { params: { leagueId } }, { signal });
}

export function virtualBoardQueryOptions(leagueId: number) {
  return queryOptions({
    queryKey: sportsKeys.list('virtual', { leagueId }),
    queryFn: ({ signal }) => getVirtualBoard(leagueId, signal),
    refetchInterval: VIRTUAL_BOARD_REFRESH_MS,
    staleTime: VIRTUAL_BOARD_REFRESH_MS,
  });
}

export function useVirtualBoard(leagueId: number) {
  return useQuery(virtualBoardQueryOptions(leagueId));
}
