import './app/global.css';
import { type ServerRenderedPage, serverRenderedPageAt } from '@playline/contract/boot';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { type DataRouter, RouterProvider } from 'react-router';
import { createAppServices } from './app/create-app';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { prefetchFirstScreen } from './app/routes/server-page-data';
import { loadBoot } from './brand/load-boot';
import { yieldToBrowser } from './lib/idle';

/**
 * Resolves once the router has loaded the first location's route modules and run its loaders. Until then a data
 * router renders the shell's HydrateFallback: on a prerendered page with a lazy route (`/sports`) that would replace
 * the prerendered markup with the fallback and then with the page again, a visible flash.
 */
function routerReady(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * How long the app waits for a server-rendered page's data (decision 013) before it renders without: the markup
 * on screen stays usable as plain links meanwhile, but a request that hangs must not keep the app from starting.
 */
const FIRST_SCREEN_DATA_WAIT_MS = 5_000;

function firstScreenData(queryClient: QueryClient, page: ServerRenderedPage): Promise<void> {
  return Promise.race([
    prefetchFirstScreen(queryClient, page),
    new Promise<void>((resolve) => setTimeout(resolve, FIRST_SCREEN_DATA_WAIT_MS)),
  ]);
}

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) return;
  try {
    const boot = await loadBoot();
    await yieldToBrowser();
    const { store, queryClient } = createAppServices(boot);
    await yieldToBrowser();
    const router = createAppRouter(boot.brand);
    // A filled container holds the page the server prerendered (decision 006): keep it on screen until the router
    // can render that page itself, so React swaps it for the identical real page in one commit. A page the server
    // drew from its data (decision 013) also waits for the same answers, asked for now, beside the route's module.
    // Without a prerender the fallback shell beats an empty screen, so the app renders at once.
    const serverPage = serverRenderedPageAt(window.location.pathname);
    const ready = container.firstElementChild
      ? Promise.all([routerReady(router), serverPage ? firstScreenData(queryClient, serverPage) : null])
      : Promise.resolve();
    // React DOM is half of the first load's JavaScript: a module of its own (preloaded with the page, see
    // vite.config.ts), so evaluating it is a task apart from evaluating the app.
    const { createRoot } = await import('react-dom/client');
    await yieldToBrowser();
    await ready;
    const root = createRoot(container);
    // On `/` and `/sports` the container already shows the prerendered page (decision 006). React renders the same
    // markup and swaps it in one commit (no hydration: a stored language simply renders in that language). As a
    // transition the render yields to the browser every few milliseconds instead of blocking input in one task.
    startTransition(() => {
      root.render(
        <StrictMode>
          <AppProviders boot={boot} store={store} queryClient={queryClient}>
            <RouterProvider router={router} />
          </AppProviders>
        </StrictMode>,
      );
    });
  } catch (error: unknown) {
    console.error(error);
    const { showAppUnavailable } = await import('./app/app-unavailable');
    showAppUnavailable(container);
  }
}

void start();
