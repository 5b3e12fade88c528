import type { RouteName } from '@playline/contract/routes';
import type { ComponentType } from 'react';
import { useRouteName } from './route-handle';

const gamePages = () => import('#app/features/casino/game/pages/game-pages.tsx');

/** The casino's game screens around the frame (issue 7), each its own chunk. */
export const CASINO_GAME_SCREENS: Partial<Record<RouteName, () => Promise<ComponentType>>> = {
  CasinoGame: async () => (await gamePages()).CasinoGamePage,
  LiveCasinoGame: async () => (await gamePages()).LiveCasinoGamePage,
  GamesCasinoGame: async () => (await gamePages()).GamesCasinoGamePage,
  CasinoTestPage: async () => (await import('#app/features/casino/game/pages/casino-test-page.tsx')).CasinoTestPage,
  Netent: async () => (await import('#app/features/casino/game/pages/netent-page.tsx')).NetentPage,
};

/**
 * Screens where a game fills the viewport: the shell leaves out its tab bar and slip peek there (they would sit
 * under the game, yet still be in the tab order).
 */
export const GAME_SCREEN_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>([
  'CasinoGame',
  'LiveCasinoGame',
  'GamesCasinoGame',
]);

export function useGameScreenOpen(): boolean {
  const route = useRouteName();
  return route !== undefined && GAME_SCREEN_ROUTES.has(route);
}
