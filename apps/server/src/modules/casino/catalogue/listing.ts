import {
  CASINO_CATEGORIES,
  CATEGORY_LOBBY,
  type CasinoCategory,
  type CasinoGame,
  type CasinoLobby,
} from '@playline/contract/casino';
import { rand } from '#app/modules/sports/feed/prng.ts';
import { foldText } from '#app/modules/sports/text-match.ts';

/**
 * Which games a category lists: its home games, and for the tag categories of the casino lobby the casino games
 * carrying the tag (`popular`: hot, `new`: new, `jackpots`: a jackpot pool). A game is only ever listed in its
 * own lobby.
 */
export function inCategory(game: CasinoGame, category: CasinoCategory): boolean {
  if (game.lobby !== CATEGORY_LOBBY[category]) return false;
  if (game.category === category) return true;
  if (category === 'popular') return game.badges.includes('hot');
  if (category === 'new') return game.badges.includes('new');
  if (category === 'jackpots') return game.jackpot !== null;
  return false;
}

/** Editorial tiers: player favourites lead, new games follow, then the rest. */
const tierOf = (game: CasinoGame): number => (game.badges.includes('hot') ? 0 : game.badges.includes('new') ? 1 : 2);

/**
 * The brand's order of all games: by editorial tier, then a shuffle seeded by the brand key, so every brand has
 * its own lobby yet each one is stable between requests and instances.
 */
export function brandOrder(games: readonly CasinoGame[], brandKey: string): CasinoGame[] {
  const keyed = games.map((game) => ({ game, tier: tierOf(game), draw: rand(brandKey, 'casino-order', game.id) }));
  keyed.sort((a, b) => a.tier - b.tier || a.draw - b.draw);
  return keyed.map((entry) => entry.game);
}

/** The brand's order of a lobby's categories: `popular` first, `new` second where the lobby has them, the rest shuffled. */
export function categoryOrder(lobby: CasinoLobby, brandKey: string): CasinoCategory[] {
  const categories = CASINO_CATEGORIES.filter((category) => CATEGORY_LOBBY[category] === lobby);
  const fixed = (['popular', 'new'] as const).filter((category) => categories.includes(category));
  const rest = categories
    .filter((category) => !(fixed as readonly string[]).includes(category))
    .map((category) => ({ category, draw: rand(brandKey, 'casino-category', category) }))
    .sort((a, b) => a.draw - b.draw)
    .map((entry) => entry.category);
  return [...fixed, ...rest];
}

/** Every term of the query occurs in the game's name, vendor, engine or subcategory, ignoring case and accents. */
export function matchesSearch(game: CasinoGame, query: string): boolean {
  // The engine and subcategory too: "crash", "roulette" or "blackjack" finds every such game whatever its name.
  const haystack = foldText(`${game.name} ${game.vendorName} ${game.engine} ${game.subcategory ?? ''}`);
  return foldText(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((term) => haystack.includes(term));
}
