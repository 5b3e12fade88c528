import { randomBytes } from 'node:crypto';

/**
 * Where a page's nonce goes in cached HTML (decision 015): pages are rendered once per site and kept, the nonce is
 * fresh per response, so the cached page carries this slot and each response swaps in its own nonce. Random per
 * process, so no stored text or build file can contain it and get a nonce it was never given.
 */
export const NONCE_SLOT = `pl-nonce-${randomBytes(12).toString('hex')}`;

/** 128 random bits per response, base64 (what CSP nonces are written in). */
export const createNonce = () => randomBytes(16).toString('base64');

/** The HTML with every nonce slot filled (split/join: no `$` replacement patterns). */
export const withNonce = (html: string, nonce: string) => html.split(NONCE_SLOT).join(nonce);

/** A Host header fit to be written into a policy (it comes from the client): name and optional port only. */
const SAFE_HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;

export interface PolicyInput {
  nonce: string;
  /** The request's host, for the hub's WebSocket (`ws:`/`wss:` of our own origin). */
  host: string;
  /** Origins of third-party sportsbook frames (SPORTS_PROVIDER_URLS) our provider pages embed. */
  frameOrigins: readonly string[];
}

const serialize = (directives: Record<string, readonly string[]>) =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');

/**
 * The policy of every response but the API reference: scripts only from our origin or carrying this response's
 * nonce (the boot data), the theme <style> by nonce too. `style-src-attr 'unsafe-inline'`: style attributes (in
 * operator HTML after sanitising, and those libraries set) cannot run script; <style> elements still need the nonce.
 * Framed only by our own pages (the casino's game frame and the embedded sportsbook are framed by our own screens).
 */
export function pagePolicy({ nonce, host, frameOrigins }: PolicyInput): string {
  const sockets = SAFE_HOST.test(host) ? [`ws://${host}`, `wss://${host}`] : [];
  return serialize({
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`],
    'style-src': ["'self'", `'nonce-${nonce}'`],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...sockets],
    'frame-src': ["'self'", ...frameOrigins],
    'frame-ancestors': ["'self'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
  });
}

/**
 * The API reference (/api/docs, Swagger UI): its scripts are files of ours, but the UI styles itself with inline
 * <style> and style attributes it cannot nonce, so styles are relaxed on these paths only.
 */
export function docsPolicy(): string {
  return serialize({
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-ancestors': ["'self'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
  });
}

/** Origins of the absolute provider frame URLs (paths on our own origin are covered by 'self'). */
export function providerFrameOrigins(urls: Record<string, string>): string[] {
  const origins = Object.values(urls)
    .filter((url) => /^https?:\/\//.test(url))
    .map((url) => new URL(url).origin);
  return [...new Set(origins)];
}
