import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, useSyncExternalStore } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { BootProvider } from '../brand/boot-context';
import { createClientStore } from '../lib/client-store';
import { ClientStoreProvider } from '../lib/client-store-context';
import { createQueryClient } from '../lib/query-client';
import { useHubLifetime } from '../lib/realtime/hub-started';
import { testBoot } from './boot';

export interface RenderOptions {
  siteId?: number;
  /** The URL the memory router starts at. */
  path?: string;
  /** The route pattern the element is mounted on, so it can read `useParams`. */
  route?: string;
}

/**
 * One component with the app's providers (boot, texts, client store, query cache) in a memory router, without
 * the shell. Composed from `lib/` and `brand/` because features may not import the app shell (decision 003).
 */
export function renderWithProviders(ui: ReactElement, { siteId = 1, path = '/', route = '*' }: RenderOptions = {}) {
  const boot = testBoot(siteId);
  const store = createClientStore({ siteId: boot.siteId, brand: boot.brand, bulk: boot.bulk });
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  // The route renders whatever element is current, so `rerender` updates props in place (no remount).
  let current = ui;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  function Current() {
    return useSyncExternalStore(subscribe, () => current);
  }
  const router = createMemoryRouter([{ path: route, element: <Current /> }], { initialEntries: [path] });
  // As in the app's providers: a hub the component started closes when the test's root unmounts.
  function Root() {
    useHubLifetime();
    return (
      <BootProvider boot={boot}>
        <ClientStoreProvider store={store}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </ClientStoreProvider>
      </BootProvider>
    );
  }
  const view = render(<Root />);
  /** Renders new props into the same tree, as a parent's re-render would. */
  const rerender = (element: ReactElement) =>
    act(() => {
      current = element;
      for (const listener of listeners) listener();
    });
  return { ...view, boot, store, queryClient, user, router, rerender };
}
