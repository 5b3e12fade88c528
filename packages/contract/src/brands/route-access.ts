import { hasArea } from '../areas';
import { ROUTES, type RouteDef, type RouteName } from '../routes';
import type { BrandConfig } from './registry';

/**
 * Whether a brand offers a route: its area (if any) is the brand's, and brand-only pages match the brand's flags.
 * The web's route guard and the server's sitemap both ask this, so a page is linked exactly where it opens.
 */
export function brandHasRoute(brand: BrandConfig, name: RouteName): boolean {
  if (name === 'Chat' || name === 'Help_Chat') return brand.hasChat;
  if (name === 'Help_CookiePolicyPage') return brand.hasCookiePolicy;
  if (name === 'Help_TaxInfoPage') return brand.taxesWinnings;
  if (name === 'ShopCashDesk') return brand.isShop;
  const def: RouteDef = ROUTES[name];
  return def.area === undefined || hasArea(brand, def.area);
}

/** The route a path opens: the match with the most fixed segments (`/sports/live-now` before `/sports/:sport`). */
export function routeOfPath(path: string): RouteName | null {
  const segments = path.split(/[?#]/)[0]?.split('/').filter(Boolean) ?? [];
  let best: { name: RouteName; fixed: number } | null = null;
  for (const [name, def] of Object.entries(ROUTES) as [RouteName, RouteDef][]) {
    const pattern = def.path.split('/').filter(Boolean);
    if (pattern.length !== segments.length) continue;
    if (!pattern.every((part, index) => part.startsWith(':') || part === segments[index])) continue;
    const fixed = pattern.filter((part) => !part.startsWith(':')).length;
    if (!best || fixed > best.fixed) best = { name, fixed };
  }
  return best?.name ?? null;
}

/**
 * Whether a link leads somewhere the brand offers: an in-app path must open one of the brand's routes (a shop without
 * a casino never links to one, whatever content it shares with its base brand); other links are not the app's.
 */
export function brandOffersLink(brand: BrandConfig, link: string): boolean {
  if (!link.startsWith('/') || link.startsWith('//')) return true;
  const name = routeOfPath(link);
  return name !== null && brandHasRoute(brand, name);
}
