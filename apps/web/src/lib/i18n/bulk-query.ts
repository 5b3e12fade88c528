import * as content from '@playline/contract/api/content';
import type { BulkSettings } from '@playline/contract/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../api-client';

/** GET /api/conf/bulk/:siteId — every UI text per language (spec §7). */
export function getBulkSettings(siteId: number, signal?: AbortSignal): Promise<BulkSettings> {
  return call(content.getBulkSettings, { params: { id: siteId } }, { signal });
}

/** Seeded from the boot configuration, so the first render needs no request; refreshed after 10 minutes. */
export function bulkQueryOptions(siteId: number) {
  return queryOptions({
    queryKey: ['conf', 'bulk', siteId] as const,
    queryFn: ({ signal }) => getBulkSettings(siteId, signal),
    staleTime: 10 * 60_000,
  });
}

export function useBulkSettings(siteId: number) {
  return useQuery(bulkQueryOptions(siteId));
}
