import type { BrandConfig } from '@playline/contract/brands';
import { hasArea } from '@playline/contract/brands';
import { ROUTES, type RouteDef, type RouteName } from '@playline/contract/routes';
import { type LoaderFunction, redirect } from 'react-router';

/** Whether the brand offers this route: its area (if any) is the brand's, and brand-only pages match flags. */
export function brandAllowsRoute(brand: BrandConfig, name: RouteName): boolean {
  if (name === 'Chat') return brand.hasChat;
  if (name === 'ShopCashDesk') return brand.isShop;
  const def: RouteDef = ROUTES[name];
  return def.area === undefined || hasArea(brand, def.area);
}

/** Runs before entry (spec §2): a route of an area the brand lacks goes to the home page, never a blank screen. */
export function brandGuard(brand: BrandConfig, name: RouteName): LoaderFunction {
  return () => (brandAllowsRoute(brand, name) ? null : redirect('/'));
}
