import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createAppServices } from '../app/create-app';
import { AppProviders } from '../app/providers';
import { createRoutes } from '../app/router';
import { testBoot } from './boot';

/** Mounts the whole app (shell, routes, providers) for a site at a path, in a memory router. */
export function renderApp({ siteId = 1, path = '/' }: { siteId?: number; path?: string } = {}) {
  const boot = testBoot(siteId);
  const services = createAppServices(boot);
  const router = createMemoryRouter(createRoutes(boot.brand), { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders boot={boot} store={services.store} queryClient={services.queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, ...services, boot, router, user };
}
