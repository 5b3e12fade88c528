import './app/global.css';
import { StrictMode, startTransition } from 'react';
import { type DataRouter, RouterProvider } from 'react-router';
import { createAppServices } from './app/create-app';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
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
    // can render that page itself, so React swaps it for the identical real page in one commit. Without a
    // prerender the fallback shell beats an empty screen, so the app renders at once.
    const ready = container.firstElementChild ? routerReady(router) : Promise.resolve();
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
    container.textContent = 'Playline could not start. Please reload the page.';
  }
}

void start();
