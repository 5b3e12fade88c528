import type { CategorySummary } from '@playline/contract/casino';
import type { CasinoLobby } from '@playline/contract/casino-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CATALOGUE_STALE_MS, casinoKeys } from './keys';

/** GET /api/casino/categories: the lobby's categories with their subcategories and counts. */
export function getCategories(lobby: CasinoLobby): Promise<CategorySummary[]> {
  return api.get<CategorySummary[]>('/casino/categories', { query: { lobby } });
}

export function categoriesQueryOptions(lobby: CasinoLobby) {
  return queryOptions({
    queryKey: casinoKeys.list('categories', { lobby }),
    queryFn: () => getCategories(lobby),
    staleTime: CATALOGUE_STALE_MS,
  });
}

export function useCategories(lobby: CasinoLobby) {
  return useQuery(categoriesQueryOptions(lobby));
}
