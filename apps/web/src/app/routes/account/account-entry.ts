import type { BrandConfig } from '@playline/contract/brands';
import type { RouteName } from '@playline/contract/routes';
import type { LoaderFunction } from 'react-router';
import { rememberReferrer } from '#app/lib/referrer.ts';
import { brandGuard } from '../guards';

/**
 * The check before entering an account page (spec §2). It runs for every way in — header shortcut, account menu,
 * section tabs, a typed URL — while the browser still shows the page the player comes from, so the `referrer`
 * cookie gets that page's URL. The login itself is the page's concern (RequireLogin), so it can react to logouts.
 */
export function accountEntry(brand: BrandConfig, name: RouteName): LoaderFunction {
  const guard = brandGuard(brand, name);
  return (args) => {
    rememberReferrer();
    return guard(args);
  };
}
