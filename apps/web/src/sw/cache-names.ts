/**
 * Names of the service worker's runtime caches, shared by the worker (which creates and prunes them) and the page
 * (which drops other versions' caches when the app version changes). Every name carries the build's version, so a
 * new build starts with empty runtime caches and can tell its own caches from older ones.
 */
export const CACHE_PREFIX = 'playline-';

/** The web build's version (apps/web/package.json), defined by vite.config.ts for the app and the worker alike. */
export const CACHE_VERSION: string = typeof __PLAYLINE_VERSION__ === 'string' ? __PLAYLINE_VERSION__ : 'dev';

export type RuntimeCache = 'pages' | 'assets' | 'images' | 'public-api';

export function runtimeCacheName(kind: RuntimeCache, version: string = CACHE_VERSION): string {
  return `${CACHE_PREFIX}${kind}-v${version}`;
}

/** The runtime caches of this version; Workbox's precache (`workbox-precache-*`) manages its own. */
export function currentCacheNames(version: string = CACHE_VERSION): string[] {
  return (['pages', 'assets', 'images', 'public-api'] as const).map((kind) => runtimeCacheName(kind, version));
}

/** A runtime cache of ours that another version made: safe to delete. */
export function isStaleCache(name: string, version: string = CACHE_VERSION): boolean {
  return name.startsWith(CACHE_PREFIX) && !currentCacheNames(version).includes(name);
}
