import type { RouteName } from '@playline/contract/routes';
import type { ComponentType } from 'react';

/** Bet slip screens (issue 5), each its own lazily loaded chunk; the router merges them into its screens. */
export const BETS_SLIP_SCREENS: Partial<Record<RouteName, () => Promise<ComponentType>>> = {
  Slip: async () => (await import('#app/features/betslip/pages/slip-page.tsx')).SlipPage,
  SlipTest: async () => (await import('#app/features/betslip/pages/slip-test-page.tsx')).SlipTestPage,
};
