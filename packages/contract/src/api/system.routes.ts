import { route } from '../http/route';
import { ROUTE_REDIRECTS } from '../routes';
import type { pingSchema, readySchema } from './system';

/**
 * Reserved paths of design §6 the server answers itself (health, crawler files, moved pages), so the SPA never
 * shows its 404 page for them; documentation in `system.endpoints.ts`.
 */

export const ping = route(
  'GET',
  '/ping',
  {} as {
    response: typeof pingSchema;
  },
);

export const getReadiness = route(
  'GET',
  '/ready',
  {} as {
    response: typeof readySchema;
  },
);

export const getRobotsTxt = route('GET', '/robots.txt');

export const getSitemap = route('GET', '/sitemap.xml');

export const getAdsTxt = route('GET', '/ads.txt');

export const getSecurityTxt = route('GET', '/.well-known/security.txt');

/** Any other well-known URI: a plain 404, never the SPA's page. */
export const getOtherWellKnown = route('GET', '/.well-known/*');

type MovedPath = keyof typeof ROUTE_REDIRECTS;

/** One route per old path of `ROUTE_REDIRECTS`. */
export const movedPages = (Object.keys(ROUTE_REDIRECTS) as MovedPath[]).map((from) => route('GET', from));
