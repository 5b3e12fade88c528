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
