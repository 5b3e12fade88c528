import * as casino from '@playline/contract/api/casino-games';
import type { CasinoGame } from '@playline/contract/casino';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/api-client.ts';
import { sportsKeys } from './keys';

/** A catalogue entry changes only with a release: read once per visit. */
const GAME_STALE_MS = 10 * 60_000;

/** GET /api/casino/games/:gameId: one casino catalogue entry (a virtual league's game carries its `leagueId`). */
export function getCasinoGame(gameId: string, signal?: AbortSignal): Promise<CasinoGame> {
  return call(casino.getGame, { params: { gameId } }, { signal });
}

export function casinoGameQueryOptions(gameId: string) {
  return queryOptions({
    queryKey: sportsKeys.list('casino-game', { gameId }),
    queryFn: ({ signal }) => getCasinoGame(gameId, signal),
    staleTime: GAME_STALE_MS,
  });
}

export function useCasinoGame(gameId: string) {
  return useQuery(casinoGameQueryOptions(gameId));
}
