import type { RouteName } from '@playline/contract/routes';
import type { ComponentType } from 'react';

/** The shop terminal's own screens (issue 8), each its own lazily loaded chunk; the router merges them in. */
export const SHOP_SCREENS: Partial<Record<RouteName, () => Promise<ComponentType>>> = {
  ShopCashDesk: async () => (await import('./cash-desk-route')).CashDeskRoute,
};
