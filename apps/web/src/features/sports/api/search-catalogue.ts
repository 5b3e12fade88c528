import * as sports from '@playline/contract/api/sports';
import type { SearchResult } from '@playline/contract/sports';
import { SEARCH_MIN_LENGTH } from '@playline/contract/sports-keys';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/api-client.ts';
import { sportsKeys } from './keys';

/** GET /api/sports/search?q=: leagues and upcoming or live events whose league or team names match. */
export function searchCatalogue(q: string, signal?: AbortSignal): Promise<SearchResult> {
  return call(sports.searchCatalogue, { query: { q } }, { signal });
}

export function searchQueryOptions(q: string) {
  return queryOptions({
    queryKey: sportsKeys.list('search', { q }),
    queryFn: ({ signal }) => searchCatalogue(q, signal),
    staleTime: 60_000,
  });
}

/** Asks only from SEARCH_MIN_LENGTH letters; the previous answer stays while the next one loads. */
export function useCatalogueSearch(q: string) {
  const query = q.trim();
  return useQuery({
    ...searchQueryOptions(query),
    enabled: query.length >= SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
  });
}
