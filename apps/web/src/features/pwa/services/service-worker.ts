/** Registers /sw.js and reports what the update flow needs (browser glue; the decisions are in update-flow.ts). */
import { CACHE_URLS, type CacheUrlsMessage, loadedBuildFiles } from '#app/sw/messages.ts';

export const SERVICE_WORKER_URL = '/sw.js';

export function canRegister(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

/**
 * A page the worker did not control loaded its files from the network alone: once the worker is active, it is told
 * which build files they were, so this page opens offline too (the worker precaches only the first screen's).
 */
function sendLoadedFiles(container: ServiceWorkerContainer) {
  void container.ready
    .then((registration) => {
      const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
      const message: CacheUrlsMessage = { type: CACHE_URLS, urls: loadedBuildFiles(loaded, location.origin) };
      if (message.urls.length > 0) registration.active?.postMessage(message);
    })
    .catch(() => undefined);
}

export interface ServiceWorkerCallbacks {
  /** A new worker waits (or just installed) while an older one controls the page: an update to offer. */
  onWaiting(): void;
  /** Another worker took over the page; `hadController`: an older one controlled it before. */
  onControllerChange(hadController: boolean): void;
}

export interface ServiceWorkerHandle {
  /** Tells the waiting worker to take over (the player confirmed the update). */
  skipWaiting(): void;
  stop(): void;
}

/** Registers after the page's load (nothing competes with the first screen); a failure is silent (spec §8). */
export function registerServiceWorker(callbacks: ServiceWorkerCallbacks): ServiceWorkerHandle {
  const container = navigator.serviceWorker;
  let registration: ServiceWorkerRegistration | null = null;
  let hadController = container.controller !== null;
  let stopped = false;

  const onControllerChange = () => {
    const before = hadController;
    hadController = true;
    callbacks.onControllerChange(before);
  };
  const reportIfWaiting = () => {
    if (!stopped && registration?.waiting && container.controller) callbacks.onWaiting();
  };
  const watch = (found: ServiceWorkerRegistration) => {
    registration = found;
    reportIfWaiting();
    found.addEventListener('updatefound', () => {
      const installing = found.installing;
      installing?.addEventListener('statechange', () => {
        if (installing.state === 'installed') reportIfWaiting();
      });
    });
  };
  const start = () => {
    if (stopped) return;
    container
      .register(SERVICE_WORKER_URL, { scope: '/' })
      .then((found) => {
        watch(found);
        if (!container.controller) sendLoadedFiles(container);
      })
      .catch(() => undefined);
  };

  container.addEventListener('controllerchange', onControllerChange);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });

  return {
    skipWaiting: () => registration?.waiting?.postMessage({ type: 'SKIP_WAITING' }),
    stop: () => {
      stopped = true;
      container.removeEventListener('controllerchange', onControllerChange);
      window.removeEventListener('load', start);
    },
  };
}
