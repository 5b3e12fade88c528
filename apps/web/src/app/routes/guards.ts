import type { BrandConfig } from '@playline/contract/brands';
import { brandHasRoute } from '@playline/contract/route-access';
import type { RouteName } from '@playline/contract/routes';
import { type LoaderFunction, redirect } from 'react-router';

/** Whether the brand offers this route (the contract's rule, shared with the server's sitemap). */
export const brandAllowsRoute = (brand: BrandConfig, name: RouteName): boolean => brandHasRoute(brand, name);

/** Runs before entry (spec §2): a route of an area the brand lacks goes to the home page, never a blank screen. */
export function brandGuard(brand: BrandConfig, name: RouteName): LoaderFunction {
  return () => (brandAllowsRoute(brand, name) ? null : redirect('/'));
}
