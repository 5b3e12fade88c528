import * as casino from '@playline/contract/api/casino-games';
import type { GamesPage } from '@playline/contract/casino';
import { CASINO_PAGE_MAX, type CasinoCategory, type CasinoLobby } from '@playline/contract/casino-keys';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/api-client.ts';
import { CATALOGUE_STALE_MS, casinoKeys } from './keys';

/** One filtered list of games; `q` searches names and vendors, `ids` lists given games in that order. */
export interface GamesFilter {
  lobby?: CasinoLobby;
  category?: CasinoCategory;
  subcategory?: string;
  vendor?: string;
  q?: string;
  ids?: readonly string[];
}

/**
 * GET /api/casino/games, one page of up to `CASINO_PAGE_MAX` games: a category holds far fewer, and the grid
 * windows what it draws, so one call is cheaper than paging as the player scrolls.
 */
export function getGames({ ids, ...filter }: GamesFilter, signal?: AbortSignal): Promise<GamesPage> {
  return call(casino.getGames, { query: { ...filter, ids: ids?.join(','), limit: CASINO_PAGE_MAX } }, { signal });
}

export function gamesQueryOptions(filter: GamesFilter) {
  return queryOptions({
    queryKey: casinoKeys.list('games', filter),
    queryFn: ({ signal }) => getGames(filter, signal),
    staleTime: CATALOGUE_STALE_MS,
  });
}

/** Keeps the last answer on screen while the next one loads, so typing in search does not blank the grid. */
export function useGames(filter: GamesFilter, { enabled = true } = {}) {
  return useQuery({ ...gamesQueryOptions(filter), enabled, placeholderData: keepPreviousData });
}
