import type { CasinoCategory, CasinoLobby } from '@playline/contract/casino-keys';
import { type RouteName, routePath } from '@playline/contract/routes';

/** Each lobby's screens; the casino's categories also have subcategory pages, the others list a category whole. */
interface LobbyRoutes {
  home: RouteName;
  category: RouteName;
  game: RouteName;
}

const LOBBY_ROUTES: Record<CasinoLobby, LobbyRoutes> = {
  casino: { home: 'CasinoHomePage', category: 'CasinoCategory', game: 'CasinoGame' },
  'live-casino': { home: 'LiveCasinoHomePage', category: 'LiveCasinoCategory', game: 'LiveCasinoGame' },
  // Virtual sports have no category page of their own: "see all" stays on the virtual home page.
  virtual: { home: 'VirtualGamesHomePage', category: 'VirtualGamesHomePage', game: 'VirtualGamesCasinoGame' },
  games: { home: 'GamesHomePage', category: 'GamesCategory', game: 'GamesCasinoGame' },
};

/** Where a tile leads: the game screen of the game's own lobby. */
export const gamePath = (lobby: CasinoLobby, gameId: string): string => routePath(LOBBY_ROUTES[lobby].game, { gameId });

export const lobbyHomePath = (lobby: CasinoLobby): string => routePath(LOBBY_ROUTES[lobby].home);

export const categoryPath = (lobby: CasinoLobby, category: CasinoCategory): string =>
  routePath(LOBBY_ROUTES[lobby].category, { category });

export const subcategoryPath = (category: CasinoCategory, subcategory: string): string =>
  routePath('CasinoSubCategory', { category, subcategory });

/** The casino lobby has subcategory pages; the others show a category's games whole. */
export const hasSubcategoryPages = (lobby: CasinoLobby): boolean => lobby === 'casino';
