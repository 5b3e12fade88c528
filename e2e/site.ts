import { E2E_PORT } from './playwright.config';

/** The URL of a path on a brand's site: `site<ID>.localhost` resolves to loopback in Chromium (design §5). */
export function siteUrl(siteId: number, path = '/'): string {
  return `http://site${siteId}.localhost:${E2E_PORT}${path}`;
}
