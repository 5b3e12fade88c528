/**
 * The page's message to the worker after a first visit: "these build files were loaded before you controlled me".
 * The worker caches them (sw.ts), so the page that first visit showed opens offline too, without the worker having
 * precached the whole app. Shared by the page (features/pwa) and the worker, so both agree on the shape.
 */
export const CACHE_URLS = 'CACHE_URLS';

/** More than a first screen ever loads; a bound so a long-lived page never posts an unbounded list. */
const MAX_URLS = 200;

export interface CacheUrlsMessage {
  type: typeof CACHE_URLS;
  urls: string[];
}

export function isCacheUrlsMessage(data: unknown): data is CacheUrlsMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { type, urls } = data as Record<string, unknown>;
  return type === CACHE_URLS && Array.isArray(urls) && urls.every((url) => typeof url === 'string');
}

function parsed(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null; // URL.canParse is too new for the older iPhones the app supports.
  }
}

/** The build files (same origin, /assets/) among the page's loaded resources, once each, at most MAX_URLS. */
export function loadedBuildFiles(resourceUrls: readonly string[], origin: string): string[] {
  const files = new Set<string>();
  for (const resource of resourceUrls) {
    const url = parsed(resource);
    if (url?.origin === origin && url.pathname.startsWith('/assets/')) files.add(url.origin + url.pathname);
  }
  return [...files].slice(0, MAX_URLS);
}
