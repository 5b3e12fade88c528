import { XSRF_COOKIE, XSRF_COOKIE_SECURE } from '@playline/contract/constants';

/** Reads one cookie by name; undefined when it is not set. */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      const value = rest.join('=');
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return undefined;
}

export interface CookieOptions {
  path?: string;
  /** Seconds; a browser-session cookie when left out. */
  maxAge?: number;
}

/** Sets a cookie readable by the whole site (path `/` unless told), SameSite=Lax. */
export function writeCookie(name: string, value: string, { path = '/', maxAge }: CookieOptions = {}): void {
  if (typeof document === 'undefined') return;
  const age = maxAge === undefined ? '' : `; max-age=${maxAge}`;
  // biome-ignore lint/suspicious/noDocumentCookie: one small helper; the Cookie Store API is not in every browser yet.
  document.cookie = `${name}=${encodeURIComponent(value)}; path=${path}${age}; SameSite=Lax`;
}

/**
 * The XSRF token the server issued: `__Host-XSRF-TOKEN` in production (decision 015), `XSRF-TOKEN` in development.
 * The prefixed one wins, as only our own origin over TLS can have set it.
 */
export const readXsrfToken = (): string | undefined => readCookie(XSRF_COOKIE_SECURE) ?? readCookie(XSRF_COOKIE);
