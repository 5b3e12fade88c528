/**
 * The app's service worker (issue 9, spec §4 and §8), built by vite-plugin-pwa's injectManifest into /sw.js.
 *
 * - Precaches only the first screen's hashed files (the entry, its static imports, index.html's stylesheets; see
 *   sw/precache-list.ts), never index.html: the server renders every page per site with its boot data. Every other
 *   /assets/ file is cached first-come when a page loads it (hashed names never change), with an expiry.
 * - The files a first visit loaded before this worker controlled it are sent by the page ({type:'CACHE_URLS'}) and
 *   cached then (mostly from the browser's HTTP cache), so that visit's page also opens offline.
 * - Pages: network first (3 s), then this URL's cached copy, then the cached `/` of this origin: an offline shell.
 * - Casino thumbnails and icons: cache first with an expiry. Public per-site reads: stale-while-revalidate.
 *   Every other /api/ call goes to the network untouched (sw/routing-rules.ts).
 * - Waits for the page to confirm an update ({type:'SKIP_WAITING'}), and only then claims open pages.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, getCacheKeyForURL, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { currentCacheNames, isStaleCache, runtimeCacheName } from './sw/cache-names';
import { isCacheUrlsMessage } from './sw/messages';
import { isAppNavigation, isBuildAsset, isCacheableMethod, isImage, isPublicApiRead } from './sw/routing-rules';

/** The slice of the worker scope this file uses (the app's tsconfig has the DOM library, not WebWorker's). */
interface WorkerEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
/** A message to the worker is an ExtendableMessageEvent: it can keep the worker alive while it caches. */
type WorkerMessageEvent = MessageEvent & WorkerEvent;
type PrecacheEntries = Array<string | { url: string; revision: string | null }>;
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: WorkerEvent) => void): void;
  addEventListener(type: 'message', listener: (event: WorkerMessageEvent) => void): void;
}
const worker = self as unknown as WorkerScope;

const PAGES = runtimeCacheName('pages');
const NAVIGATION_TIMEOUT_SECONDS = 3;
const SHELL_URL = '/';

// Spelled `self.__WB_MANIFEST`: the build replaces exactly that with the list of hashed assets.
precacheAndRoute((self as unknown as { __WB_MANIFEST: PrecacheEntries }).__WB_MANIFEST);
cleanupOutdatedCaches();

/** Only complete answers are kept: an error page or a redirect must never become the offline copy. */
const onlyOk = { cacheWillUpdate: async ({ response }: { response: Response }) => (response.ok ? response : null) };

const pages = new NetworkFirst({
  cacheName: PAGES,
  networkTimeoutSeconds: NAVIGATION_TIMEOUT_SECONDS,
  plugins: [onlyOk, new ExpirationPlugin({ maxEntries: 40 })],
});

registerRoute(
  ({ url, request }) => isAppNavigation({ url, origin: worker.location.origin }, request.mode),
  async (options) => {
    try {
      return await pages.handle(options);
    } catch (error) {
      // Offline and never visited: the shell at `/` paints the app, whose router then shows the right page.
      const shell = await caches.open(PAGES).then((cache) => cache.match(SHELL_URL));
      if (shell) return shell;
      throw error;
    }
  },
);

registerRoute(
  ({ url, request }) => isCacheableMethod(request.method) && isPublicApiRead({ url, origin: worker.location.origin }),
  new StaleWhileRevalidate({
    cacheName: runtimeCacheName('public-api'),
    plugins: [onlyOk, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 7 * 24 * 3600 })],
  }),
);

registerRoute(
  ({ url, request }) => isCacheableMethod(request.method) && isImage({ url, origin: worker.location.origin }),
  new CacheFirst({
    cacheName: runtimeCacheName('images'),
    plugins: [
      onlyOk,
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
);

/** Hashed build files: a cached copy is right forever; the bound keeps old builds' chunks from piling up. */
const assets = new CacheFirst({
  cacheName: runtimeCacheName('assets'),
  plugins: [onlyOk, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true })],
});

registerRoute(
  ({ url, request }) => isCacheableMethod(request.method) && isBuildAsset({ url, origin: worker.location.origin }),
  assets,
);

/** Caches, through the same route, the build files a page loaded before this worker controlled it. */
function cacheLoadedAssets(event: WorkerMessageEvent, urls: readonly string[]) {
  const origin = worker.location.origin;
  const wanted = urls.filter((url) => {
    const parsed = new URL(url, origin);
    return isBuildAsset({ url: parsed, origin }) && !getCacheKeyForURL(parsed.href);
  });
  const cached = wanted.map((url) => assets.handle({ event, request: url }).catch(() => undefined));
  event.waitUntil(Promise.all(cached));
}

worker.addEventListener('install', (event) => {
  // The offline shell is there even when the first visit landed elsewhere; a failure must not fail the install.
  event.waitUntil(
    caches
      .open(PAGES)
      .then((cache) => cache.add(SHELL_URL))
      .catch(() => undefined),
  );
});

let skippedWaiting = false;

worker.addEventListener('message', (event) => {
  if (isCacheUrlsMessage(event.data)) return cacheLoadedAssets(event, event.data.urls);
  if ((event.data as { type?: unknown } | null)?.type !== 'SKIP_WAITING') return;
  skippedWaiting = true;
  void worker.skipWaiting();
});

worker.addEventListener('activate', (event) => {
  const keep = new Set(currentCacheNames());
  const dropStale = caches
    .keys()
    .then((names) =>
      Promise.all(names.filter((name) => !keep.has(name) && isStaleCache(name)).map((name) => caches.delete(name))),
    );
  // A first install leaves open pages alone (they load fine without us); an update the player confirmed takes over
  // at once, which fires `controllerchange` in the page and its reload.
  event.waitUntil(skippedWaiting ? Promise.all([dropStale, worker.clients.claim()]) : dropStale);
});
