import {
  CASINO_ROW_SIZE,
  type CasinoGame,
  type CasinoLobby,
  type CategorySummary,
  type GamesPage,
  type gamesQuerySchema,
  type Lobby,
  SEARCH_LOBBIES,
  type VendorSummary,
} from '@playline/contract/casino';
import type * as z from 'zod';
import type { Messages } from '#app/i18n/translate.ts';
import { HttpError } from '#app/lib/http-error.ts';
import { Lru } from '#app/lib/lru.ts';
import { type Answer, answerOf, weightOf } from '#app/modules/sports/answer.ts';
import type { FeedAdapter } from '#app/modules/sports/feed/adapter.ts';
import { type CasinoCatalogue, casinoCatalogue } from './catalogue';
import { brandOrder, categoryOrder, inCategory, matchesSearch } from './listing';

export type GamesFilter = z.output<typeof gamesQuerySchema>;

const countBy = <T>(items: readonly T[], keyOf: (item: T) => string | null) => {
  const counts = new Map<string, number>();
  for (const item of items) {
    const key = keyOf(item);
    if (key !== null) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
};

/**
 * The catalogue as the lobby pages read it, in each brand's order. The catalogue only changes with a deploy, so
 * every answer is serialized and compressed once per brand and query and kept in a bounded cache.
 */
export class CatalogueService {
  readonly catalogue: CasinoCatalogue;
  readonly #orders = new Map<string, CasinoGame[]>();
  readonly #answers = new Lru<string, Answer>(500, { maxWeight: 40_000_000, weigh: weightOf });

  constructor(feed: FeedAdapter) {
    this.catalogue = casinoCatalogue(feed);
  }

  /** Every game in the brand's order (computed once per brand). */
  ordered(brandKey: string): CasinoGame[] {
    let order = this.#orders.get(brandKey);
    if (!order) {
      order = brandOrder(
        this.catalogue.games.map((entry) => entry.game),
        brandKey,
      );
      this.#orders.set(brandKey, order);
    }
    return order;
  }

  #cached(key: string, compute: () => unknown): Answer {
    return this.#answers.get(key) ?? this.#answers.set(key, answerOf(JSON.stringify(compute())));
  }

  lobby(brandKey: string, lobby: CasinoLobby): Answer {
    return this.#cached(`lobby|${brandKey}|${lobby}`, () => this.lobbyData(brandKey, lobby));
  }

  /** A home page's rows, as `lobby` answers them: also what the server draws the casino's first screen from. */
  lobbyData(brandKey: string, lobby: CasinoLobby): Lobby {
    const games = this.ordered(brandKey);
    const rows = categoryOrder(lobby, brandKey).map((category) => {
      const listed = games.filter((game) => inCategory(game, category));
      return { category, total: listed.length, games: listed.slice(0, CASINO_ROW_SIZE) };
    });
    return { lobby, rows: rows.filter((row) => row.total > 0), vendors: this.#vendors(lobby) };
  }

  categories(brandKey: string, lobby: CasinoLobby): Answer {
    return this.#cached(`categories|${brandKey}|${lobby}`, (): CategorySummary[] =>
      categoryOrder(lobby, brandKey).map((category) => {
        const listed = this.ordered(brandKey).filter((game) => inCategory(game, category));
        const subcategories = [...countBy(listed, (game) => game.subcategory)]
          .map(([key, total]) => ({ key, total }))
          .sort((a, b) => b.total - a.total || a.key.localeCompare(b.key));
        return { category, total: listed.length, subcategories };
      }),
    );
  }

  vendors(lobby: CasinoLobby | undefined): Answer {
    return this.#cached(`vendors|${lobby ?? ''}`, () => this.#vendors(lobby));
  }

  /** Vendors with games in the lobby (or anywhere), most games first. */
  #vendors(lobby: CasinoLobby | undefined): VendorSummary[] {
    const games = this.catalogue.games.map((entry) => entry.game).filter((game) => !lobby || game.lobby === lobby);
    const names = new Map(games.map((game) => [game.vendor, game.vendorName]));
    return [...countBy(games, (game) => game.vendor)]
      .map(([key, count]) => ({ key, name: names.get(key) ?? key, count }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  }

  games(brandKey: string, filter: GamesFilter): Answer {
    return this.#cached(`games|${brandKey}|${JSON.stringify(filter)}`, (): GamesPage => {
      const listed = this.#filtered(brandKey, filter);
      return { total: listed.length, games: listed.slice(filter.offset, filter.offset + filter.limit) };
    });
  }

  #filtered(brandKey: string, filter: GamesFilter): CasinoGame[] {
    // Listing given ids keeps their order (a visitor's favourites); ids no longer in the catalogue are skipped.
    const games = filter.ids ? filter.ids.flatMap((id) => this.catalogue.byId(id)?.game ?? []) : this.ordered(brandKey);
    const { lobby, category, subcategory, vendor, q } = filter;
    return games.filter(
      (game) =>
        (!lobby || game.lobby === lobby || (q !== undefined && SEARCH_LOBBIES[lobby].includes(game.lobby))) &&
        (!category || inCategory(game, category)) &&
        (!subcategory || game.subcategory === subcategory) &&
        (!vendor || game.vendor === vendor) &&
        (!q || matchesSearch(game, q)),
    );
  }

  game(gameId: string, messages: Messages): Answer {
    const entry = this.catalogue.byId(gameId);
    if (!entry) throw new HttpError(404, messages.t('casino.gameNotFound'));
    return this.#cached(`game|${gameId}`, () => entry.game);
  }
}
