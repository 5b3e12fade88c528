import type { CasinoGame, Lobby } from '@playline/contract/casino';
import type { CasinoCategory, CasinoLobby } from '@playline/contract/casino-keys';

export { renderWithProviders } from '#app/test/render-with-providers.tsx';

/** Test fixture: a slot of the casino lobby, `game-<n>` by vendor `vendor-<n % 12>`. */
export function casinoGame(n: number, overrides: Partial<CasinoGame> = {}): CasinoGame {
  return {
    id: `game-${n}`,
    name: `Game ${n}`,
    vendor: `vendor-${n % 12}`,
    vendorName: `Vendor ${n % 12}`,
    lobby: 'casino',
    category: 'slots',
    subcategory: 'fruits',
    engine: 'slot',
    variant: 'classic',
    badges: [],
    demo: true,
    rtp: 96,
    minStake: 10,
    maxStake: 10_000,
    thumbnail: `/api/casino/thumbnails/game-${n}.svg`,
    tableId: null,
    leagueId: null,
    jackpot: null,
    ...overrides,
  };
}

export const casinoGames = (count: number, from = 1): CasinoGame[] =>
  Array.from({ length: count }, (_, index) => casinoGame(from + index));

/** Test fixture: a lobby answer with one row per category given, `perRow` games each. */
export function lobbyAnswer(lobby: CasinoLobby, categories: CasinoCategory[], perRow = 4): Lobby {
  return {
    lobby,
    rows: categories.map((category, row) => ({
      category,
      total: perRow * 10,
      games: casinoGames(perRow, row * 100 + 1).map((game) => ({ ...game, category, lobby })),
    })),
    vendors: [{ key: 'vendor-1', name: 'Vendor 1', count: 30 }],
  };
}
