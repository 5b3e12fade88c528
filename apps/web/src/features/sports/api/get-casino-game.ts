import type { CasinoGame } from '@playline/contract/casino';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sportsKeys } from './keys';

/** A catalogue entry changes only with a release: read once per visit. */
const GAME_STALE_MS = 10 * 60_000;

/** GET /api/casino/games/:gameId: one casino catalogue entry (a virtual league's game carries its `leagueId`). */
export function getCasinoGame(gameId: string): Promise<CasinoGame> {
  return api.get<CasinoGame>(`/casino/games/${encodeURIComponent(gameId)}`);
}

export function casinoGameQueryOptions(gameId: string) {
  return queryOptions({
    queryKey: sportsKeys.list('casino-game', { gameId }),
    queryFn: () => getCasinoGame(gameId),
    staleTime: GAME_STALE_MS,
  });
}

export function useCasinoGame(gameId: string) {
  return useQuery(casinoGameQueryOptions(gameId));
}
