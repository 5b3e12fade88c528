import type { SiteNotification } from '@playline/contract/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/site/notifications/:languageId — the banner every visitor sees while it is enabled. */
export function getSiteNotification(languageId: number): Promise<SiteNotification> {
  return api.get<SiteNotification>(`/site/notifications/${languageId}`);
}

export function siteNotificationQueryOptions(languageId: number) {
  return queryOptions({
    queryKey: ['site', 'notifications', languageId] as const,
    queryFn: () => getSiteNotification(languageId),
    staleTime: 5 * 60_000,
  });
}

export function useSiteNotification(languageId: number) {
  return useQuery(siteNotificationQueryOptions(languageId));
}
