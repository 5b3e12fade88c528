import type { FeedAdapter } from '#app/modules/sports/feed/adapter.ts';
import { buildCrashGames, buildLiveGames, buildTableGames, buildVirtualGames } from './build-others';
import { buildSlots } from './build-slots';
import type { CatalogueEntry } from './entry';

export type { CatalogueEntry } from './entry';

export interface CasinoCatalogue {
  /** Every game, in the catalogue's own order (slots by theme, table games, crash, live tables, virtuals). */
  games: readonly CatalogueEntry[];
  byId(id: string): CatalogueEntry | undefined;
}

/** Built once per feed: the catalogue is a pure function of the seed and the feed's leagues. */
const built = new WeakMap<FeedAdapter, CasinoCatalogue>();

/**
 * The casino's games, generated from seeded word lists (names, vendors, variants and badges are deterministic), on
 * the in-house engines, with one game per shared live table and one per virtual football league of the feed.
 */
export function casinoCatalogue(feed: FeedAdapter): CasinoCatalogue {
  const cached = built.get(feed);
  if (cached) return cached;
  // Slugs in use: every generator draws again rather than reuse one, so ids are unique across the catalogue.
  const taken = new Set<string>();
  const games = [
    ...buildSlots(taken),
    ...buildTableGames(taken),
    ...buildCrashGames(taken),
    ...buildLiveGames(taken),
    ...buildVirtualGames(feed.leagues()),
  ];
  const index = new Map(games.map((entry) => [entry.game.id, entry]));
  const catalogue: CasinoCatalogue = { games, byId: (id) => index.get(id) };
  built.set(feed, catalogue);
  return catalogue;
}
