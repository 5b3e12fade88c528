import * as content from '@playline/contract/api/content';
import type { Teaser } from '@playline/contract/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/api-client.ts';

/** GET /api/teasers/zones/:languageId/:zone (spec §7). */
export function getTeasers(languageId: number, zone: number, signal?: AbortSignal): Promise<Teaser[]> {
  return call(content.getTeasers, { params: { languageId, zone } }, { signal });
}

export function teasersQueryOptions(languageId: number, zone: number) {
  return queryOptions({
    queryKey: ['teasers', languageId, zone] as const,
    queryFn: ({ signal }) => getTeasers(languageId, zone, signal),
    staleTime: 5 * 60_000,
  });
}

export function useTeasers(languageId: number, zone: number) {
  return useQuery(teasersQueryOptions(languageId, zone));
}
