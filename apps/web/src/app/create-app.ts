import type { BootConfig } from '@playline/contract/boot';
import type { QueryClient } from '@tanstack/react-query';
import { configureAnalytics } from '../lib/analytics';
import { type ClientStore, createClientStore } from '../lib/client-store';
import { bulkQueryOptions } from '../lib/i18n/bulk-query';
import { createQueryClient } from '../lib/query-client';

export interface AppServices {
  store: ClientStore;
  queryClient: QueryClient;
}

/** The client store and query cache for one boot configuration; the texts are seeded so nothing waits for them. */
export function createAppServices(boot: BootConfig): AppServices {
  configureAnalytics({ requiresConsent: boot.brand.hasCookiePolicy });
  const queryClient = createQueryClient();
  queryClient.setQueryData(bulkQueryOptions(boot.siteId).queryKey, boot.bulk);
  const store = createClientStore({ siteId: boot.siteId, brand: boot.brand, bulk: boot.bulk });
  return { store, queryClient };
}
