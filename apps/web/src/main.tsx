import './app/global.css';
import { StrictMode, startTransition } from 'react';
import { RouterProvider } from 'react-router';
import { createAppServices } from './app/create-app';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { loadBoot } from './brand/load-boot';
import { yieldToBrowser } from './lib/idle';

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) return;
  try {
    const boot = await loadBoot();
    await yieldToBrowser();
    const { store, queryClient } = createAppServices(boot);
    await yieldToBrowser();
    const router = createAppRouter(boot.brand);
    // React DOM is half of the first load's JavaScript: a module of its own (preloaded with the page, see
    // vite.config.ts), so evaluating it is a task apart from evaluating the app.
    const { createRoot } = await import('react-dom/client');
    await yieldToBrowser();
    const root = createRoot(container);
    // On `/` the container already shows the prerendered home page (decision 006). React renders the same markup
    // and swaps it in one commit (no hydration: a stored language simply renders in that language). As a
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
