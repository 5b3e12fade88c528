import * as casino from '@playline/contract/api/casino-games';
import type { CasinoGame } from '@playline/contract/casino';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/api-client.ts';
import { gameKeys } from './keys';

/** GET /api/casino/games/:gameId — one catalogue entry; 404 for an unknown id (the screen says so, no alert). */
export function getGame(gameId: string, signal?: AbortSignal): Promise<CasinoGame> {
  return call(casino.getGame, { params: { gameId } }, { signal, report: false });
}

export function gameQueryOptions(gameId: string) {
  return queryOptions({
    queryKey: gameKeys.game(gameId),
    queryFn: ({ signal }) => getGame(gameId, signal),
    staleTime: 5 * 60_000,
  });
}

export const useGame = (gameId: string) => useQuery(gameQueryOptions(gameId));
