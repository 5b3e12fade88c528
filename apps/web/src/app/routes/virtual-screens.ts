import type { RouteName } from '@playline/contract/routes';
import type { ComponentType } from 'react';

/** The virtual sports screen (issue 7): a virtual league's rounds, bettable through the sports slip. */
export const VIRTUAL_SCREENS: Partial<Record<RouteName, () => Promise<ComponentType>>> = {
  VirtualGamesCasinoGame: async () =>
    (await import('#app/features/sports/pages/virtual/virtual-games-page.tsx')).VirtualGamesCasinoGamePage,
};
