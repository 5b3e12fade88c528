import type { Teaser } from '@playline/contract/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/teasers/zones/:languageId/:zone (spec §7). */
export function getTeasers(languageId: number, zone: number): Promise<Teaser[]> {
  return api.get<Teaser[]>(`/teasers/zones/${languageId}/${zone}`);
}

export function teasersQueryOptions(languageId: number, zone: number) {
  return queryOptions({
    queryKey: ['teasers', languageId, zone] as const,
    queryFn: () => getTeasers(languageId, zone),
    staleTime: 5 * 60_000,
  });
}

export function useTeasers(languageId: number, zone: number) {
  return useQuery(teasersQueryOptions(languageId, zone));
}
