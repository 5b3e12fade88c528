import { type BrandConfig, brandHasRoute, ROUTES, type RouteName } from '@playline/contract';
import { escapeHtml } from '#app/lib/escape-html.ts';

/** Screens that exist but are not pages to index: auth flows, developer pages, vendor return points, samples. */
const NOT_INDEXED = new Set<RouteName>([
  'Login',
  'Logout',
  'Register',
  'ForgotPassword',
  'AccessDenied',
  'Device',
  'SiteInfo',
  'Slip',
  'SlipTest',
  'CasinoTestPage',
  'Netent',
  'SportsSampleEvent',
  'SampleLiveMarkets',
  'Chat',
  'AdminChat',
]);

/** Paths the brand's sitemap lists: parameterless, public, and of an area the brand has (or of none). */
export function sitemapPaths(brand: BrandConfig): string[] {
  return (Object.entries(ROUTES) as [RouteName, (typeof ROUTES)[RouteName]][])
    .filter(([name, route]) => {
      if (route.path.includes(':') || NOT_INDEXED.has(name) || !brandHasRoute(brand, name)) return false;
      return !('auth' in route && route.auth);
    })
    .map(([, route]) => route.path);
}

/** The sitemaps.org XML for a brand, with absolute URLs on `origin` (the request's scheme and host). */
export function sitemapXml(brand: BrandConfig, origin: string): string {
  const urls = sitemapPaths(brand).map((path) => `<url><loc>${escapeHtml(origin + path)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
