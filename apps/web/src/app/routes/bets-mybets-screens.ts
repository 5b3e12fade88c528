import type { RouteName } from '@playline/contract/routes';
import type { ComponentType } from 'react';

/** Bet mybets screens (issue 5), each its own lazily loaded chunk; the router merges them into its screens. */
export const BETS_MYBETS_SCREENS: Partial<Record<RouteName, () => Promise<ComponentType>>> = {
  MyBets: async () => (await import('./my-bets-route')).MyBetsRoute,
};
