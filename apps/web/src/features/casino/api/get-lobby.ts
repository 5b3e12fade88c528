import * as casino from '@playline/contract/api/casino';
import type { Lobby } from '@playline/contract/casino';
import type { CasinoLobby } from '@playline/contract/casino-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/api-client.ts';
import { CATALOGUE_STALE_MS, casinoKeys } from './keys';

/** GET /api/casino/lobby: a home page's rows of categories (first games each) and its vendors. */
export function getLobby(lobby: CasinoLobby, signal?: AbortSignal): Promise<Lobby> {
  return call(casino.getLobby, { query: { lobby } }, { signal });
}

export function lobbyQueryOptions(lobby: CasinoLobby) {
  return queryOptions({
    queryKey: casinoKeys.list('lobby', { lobby }),
    queryFn: ({ signal }) => getLobby(lobby, signal),
    staleTime: CATALOGUE_STALE_MS,
  });
}

export function useLobby(lobby: CasinoLobby) {
  return useQuery(lobbyQueryOptions(lobby));
}
