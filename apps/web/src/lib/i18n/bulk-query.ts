import type { BulkSettings } from '@playline/contract/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

/** GET /api/conf/bulk/:siteId — every UI text per language (spec §7). */
export function getBulkSettings(siteId: number): Promise<BulkSettings> {
  return api.get<BulkSettings>(`/conf/bulk/${siteId}`);
}

/** Seeded from the boot configuration, so the first render needs no request; refreshed after 10 minutes. */
export function bulkQueryOptions(siteId: number) {
  return queryOptions({
    queryKey: ['conf', 'bulk', siteId] as const,
    queryFn: () => getBulkSettings(siteId),
    staleTime: 10 * 60_000,
  });
}

export function useBulkSettings(siteId: number) {
  return useQuery(bulkQueryOptions(siteId));
}
