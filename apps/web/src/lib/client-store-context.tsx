import { createContext, type ReactNode, useContext } from 'react';
import { useStore } from 'zustand';
import type { ClientActions, ClientState, ClientStore } from './client-store';

const ClientStoreContext = createContext<ClientStore | null>(null);

export function ClientStoreProvider({ store, children }: { store: ClientStore; children: ReactNode }) {
  return <ClientStoreContext.Provider value={store}>{children}</ClientStoreContext.Provider>;
}

/** The store itself, for event handlers that read or write outside render. */
export function useClientStoreApi(): ClientStore {
  const store = useContext(ClientStoreContext);
  if (!store) throw new Error('useClientStore must be used inside <ClientStoreProvider>');
  return store;
}

/** Subscribes to one slice of the client state; re-renders only when that slice changes. */
export function useClientStore<T>(selector: (state: ClientState & ClientActions) => T): T {
  return useStore(useClientStoreApi(), selector);
}
