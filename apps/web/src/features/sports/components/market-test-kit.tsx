import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createAppServices } from '../../../app/create-app';
import { AppProviders } from '../../../app/providers';
import { testBoot } from '../../../test/boot';

/**
 * Renders one sports component with the app's providers (texts, client store, query cache) in a memory router,
 * without the shell: the event screens' component tests need texts and links, not the header.
 */
export function renderSports(
  ui: ReactNode,
  { siteId = 1, path = '/', route = '*' }: { siteId?: number; path?: string; route?: string } = {},
) {
  const boot = testBoot(siteId);
  const services = createAppServices(boot);
  const router = createMemoryRouter([{ path: route, element: ui }], { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders boot={boot} store={services.store} queryClient={services.queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, ...services, router, user };
}
