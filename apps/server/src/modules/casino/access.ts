import type { Area } from '@playline/contract';
import type { CasinoGame } from '@playline/contract/casino';
import type { CasinoLobby } from '@playline/contract/casino-keys';
import type { RouteAccess } from '#app/plugins/route-access.ts';

/** The catalogue serves the casino, live-casino and virtual lobbies: a site with none of them has no catalogue. */
export const CATALOGUE_ACCESS: RouteAccess = { areas: ['casino', 'liveCasino', 'virtual'] };
/** Game sessions and their rounds: games launch in the casino and live-casino lobbies only. */
export const GAME_ACCESS: RouteAccess = { areas: ['casino', 'liveCasino'] };
/** The shared live tables: the live casino; betting at them stakes real money (or a demo balance, checked per session). */
export const TABLE_ACCESS: RouteAccess = { areas: ['liveCasino'] };

const LOBBY_AREAS: Record<CasinoLobby, Area> = {
  casino: 'casino',
  games: 'casino',
  'live-casino': 'liveCasino',
  virtual: 'virtual',
};

/** What playing one game in one mode needs: the game's own lobby area, and the real-money rules unless for fun. */
export function gameAccess(game: Pick<CasinoGame, 'lobby'>, mode: 'real' | 'demo'): RouteAccess {
  return { areas: [LOBBY_AREAS[game.lobby]], ...(mode === 'real' ? { money: 'play' as const } : {}) };
}
