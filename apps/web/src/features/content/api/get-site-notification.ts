import * as content from '@playline/contract/api/content';
import type { SiteNotification } from '@playline/contract/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/api-client.ts';

/** GET /api/site/notifications/:languageId — the banner every visitor sees while it is enabled. */
export function getSiteNotification(languageId: number, signal?: AbortSignal): Promise<SiteNotification> {
  return call(content.getSiteNotification, { params: { languageId } }, { signal });
}

export function siteNotificationQueryOptions(languageId: number) {
  return queryOptions({
    queryKey: ['site', 'notifications', languageId] as const,
    queryFn: ({ signal }) => getSiteNotification(languageId, signal),
    staleTime: 5 * 60_000,
  });
}

export function useSiteNotification(languageId: number) {
  return useQuery(siteNotificationQueryOptions(languageId));
}
