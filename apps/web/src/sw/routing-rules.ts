/**
 * What the service worker does with each request, as plain functions of the URL (and the request's mode), so the
 * rules are unit-tested without a worker environment. sw.ts wires them to Workbox strategies.
 *
 * The one rule that matters most: nothing personal is ever cached. Balances, bets, the session, the wallet and chat
 * all live under /api/, and only the few public, per-site reads listed here are allowed into a cache.
 */
import * as casino from '@playline/contract/api/casino-games';
import * as content from '@playline/contract/api/content';
import * as pwa from '@playline/contract/api/pwa';
import { GAME_FRAME_PATH } from '@playline/contract/casino-keys';
import type { Route } from '@playline/contract/http/route';

/** A route's path up to its first parameter: every URL of the route starts with it. */
const prefixOf = ({ path }: Route): string => path.split(':')[0] ?? path;

/** Public reads, the same for every visitor of a site: bulk settings (with or without a site id), teasers, texts. */
const PUBLIC_API_PREFIXES = [
  content.getOwnBulkSettings.path,
  prefixOf(content.getTeasers),
  content.getTextResource.path,
];

/** Casino tile pictures (generated per game, never personal, and many) and the brand's icons. */
const IMAGE_PREFIXES = [prefixOf(casino.getThumbnail), prefixOf(pwa.getSvgIcon)];
const IMAGE_EXTENSION = /\.(?:png|jpe?g|webp|avif|gif|svg)$/i;

/** The build's files: hashed names, so a URL's content never changes (vite.config.ts `assetsDir`). */
const ASSETS_PREFIX = '/assets/';

/** Server paths that are not pages of the app even when navigated to (documents, machine files, the frame). */
const NOT_APP_PAGES = ['/api/', '/api', GAME_FRAME_PATH, '/game-frame.html', '/sw.js', pwa.getManifest.path];
const MACHINE_FILE = /^\/(?:robots\.txt|sitemap\.xml|ping|1x1\.png|\.well-known\/)/;

interface Target {
  url: URL;
  /** The page's origin: each site is its own origin, and other origins are never handled. */
  origin: string;
}

const sameOrigin = ({ url, origin }: Target) => url.origin === origin;

/** A navigation to a page of the app: network first, then this URL's cached copy, then the cached `/` shell. */
export function isAppNavigation(target: Target, mode: RequestMode): boolean {
  if (mode !== 'navigate' || !sameOrigin(target)) return false;
  const path = target.url.pathname;
  if (MACHINE_FILE.test(path)) return false;
  return !NOT_APP_PAGES.some((prefix) => path === prefix || (prefix.endsWith('/') && path.startsWith(prefix)));
}

/** A public, non-personal API read: served from cache at once and refreshed behind (stale-while-revalidate). */
export function isPublicApiRead(target: Target): boolean {
  return sameOrigin(target) && PUBLIC_API_PREFIXES.some((prefix) => target.url.pathname.startsWith(prefix));
}

/** A picture (casino thumbnails, brand icons): cache first, with an expiry. */
export function isImage(target: Target): boolean {
  if (!sameOrigin(target)) return false;
  const path = target.url.pathname;
  return IMAGE_PREFIXES.some((prefix) => path.startsWith(prefix)) && IMAGE_EXTENSION.test(path);
}

/**
 * A file of the build (scripts, styles, fonts) the precache does not hold: cache first, kept once a page loads it.
 * Only the first screen's files are precached (sw/precache-list.ts); a lazy route's chunk is fetched once, ever.
 */
export function isBuildAsset(target: Target): boolean {
  return sameOrigin(target) && target.url.pathname.startsWith(ASSETS_PREFIX);
}

/**
 * Everything the worker leaves to the network untouched. Kept as its own rule so a test can say, for every
 * personal call, that it is never cached: any /api/ call that is not a public read or a picture.
 */
export function isNeverCached(target: Target, mode: RequestMode): boolean {
  return !isAppNavigation(target, mode) && !isPublicApiRead(target) && !isImage(target) && !isBuildAsset(target);
}

/** Only GETs are ever cached. */
export const isCacheableMethod = (method: string): boolean => method === 'GET';
