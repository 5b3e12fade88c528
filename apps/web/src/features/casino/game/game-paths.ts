import type { CasinoGame } from '@playline/contract/casino';
import type { CasinoLobby } from '@playline/contract/casino-keys';
import { ROUTES } from '@playline/contract/routes';

/** The home page of each lobby: where a game closes to when the player did not come from another page of ours. */
export const LOBBY_PATHS: Record<CasinoLobby, string> = {
  casino: ROUTES.CasinoHomePage.path,
  'live-casino': ROUTES.LiveCasinoHomePage.path,
  virtual: ROUTES.VirtualGamesHomePage.path,
  games: ROUTES.GamesHomePage.path,
};

const GAME_ROUTES: Record<CasinoLobby, string> = {
  casino: ROUTES.CasinoGame.path,
  'live-casino': ROUTES.LiveCasinoGame.path,
  virtual: ROUTES.VirtualGamesCasinoGame.path,
  games: ROUTES.GamesCasinoGame.path,
};

/** The screen a game opens in (its lobby's game route); `demo` asks it to start with fun credits. */
export function gamePath(game: Pick<CasinoGame, 'id' | 'lobby'>, demo = false): string {
  const path = GAME_ROUTES[game.lobby].replace(':gameId', encodeURIComponent(game.id));
  return demo ? `${path}?mode=demo` : path;
}
