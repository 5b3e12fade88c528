import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppServices } from './app/create-app';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { loadBoot } from './brand/load-boot';

function start(): void {
  const container = document.getElementById('root');
  if (!container) return;
  loadBoot()
    .then((boot) => {
      const { store, queryClient } = createAppServices(boot);
      const router = createAppRouter(boot.brand);
      createRoot(container).render(
        <StrictMode>
          <AppProviders boot={boot} store={store} queryClient={queryClient}>
            <RouterProvider router={router} />
          </AppProviders>
        </StrictMode>,
      );
    })
    .catch((error: unknown) => {
      console.error(error);
      container.textContent = 'Playline could not start. Please reload the page.';
    });
}

start();
