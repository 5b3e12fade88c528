import * as casino from '@playline/contract/api/casino-games';
import type { CategorySummary } from '@playline/contract/casino';
import type { CasinoLobby } from '@playline/contract/casino-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/api-client.ts';
import { CATALOGUE_STALE_MS, casinoKeys } from './keys';

/** GET /api/casino/categories: the lobby's categories with their subcategories and counts. */
export function getCategories(lobby: CasinoLobby, signal?: AbortSignal): Promise<CategorySummary[]> {
  return call(casino.getCategories, { query: { lobby } }, { signal });
}

export function categoriesQueryOptions(lobby: CasinoLobby) {
  return queryOptions({
    queryKey: casinoKeys.list('categories', { lobby }),
    queryFn: ({ signal }) => getCategories(lobby, signal),
    staleTime: CATALOGUE_STALE_MS,
  });
}

export function useCategories(lobby: CasinoLobby) {
  return useQuery(categoriesQueryOptions(lobby));
}
