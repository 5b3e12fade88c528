import type { BootConfig } from '@playline/contract/boot';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BootProvider } from '../brand/boot-context';
import type { ClientStore } from '../lib/client-store';
import { ClientStoreProvider } from '../lib/client-store-context';
import { useHubLifetime } from '../lib/realtime/hub-started';

interface AppProvidersProps {
  boot: BootConfig;
  store: ClientStore;
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * Brand configuration, client state and server state, in the order components depend on them; the tab's hub socket
 * lives as long as they do.
 */
export function AppProviders({ boot, store, queryClient, children }: AppProvidersProps) {
  useHubLifetime();
  return (
    <BootProvider boot={boot}>
      <ClientStoreProvider store={store}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ClientStoreProvider>
    </BootProvider>
  );
}
