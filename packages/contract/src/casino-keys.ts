/**
 * The casino's keys and limits as plain values, without zod: the lobby pages and the game frame import them, and
 * their first load has no room for the schema library (decision 008). `api/casino.ts` builds its schemas on them.
 */

/** Which home page lists a game: CasinoHomePage, LiveCasinoHomePage, VirtualGamesHomePage or GamesHomePage. */
export const CASINO_LOBBIES = ['casino', 'live-casino', 'virtual', 'games'] as const;
export type CasinoLobby = (typeof CASINO_LOBBIES)[number];

/**
 * Categories (issue 7), each in exactly one lobby. A game has one home category and may also be listed in `new`,
 * `popular` and `jackpots`; the slug is the route's `:category`.
 */
export const CASINO_CATEGORIES = [
  'popular',
  'new',
  'slots',
  'jackpots',
  'table-games',
  'roulette',
  'blackjack',
  'live-roulette',
  'live-blackjack',
  'game-shows',
  'virtual-sports',
  'crash-instant',
] as const;
export type CasinoCategory = (typeof CASINO_CATEGORIES)[number];

export const CATEGORY_LOBBY: Record<CasinoCategory, CasinoLobby> = {
  popular: 'casino',
  new: 'casino',
  slots: 'casino',
  jackpots: 'casino',
  'table-games': 'casino',
  roulette: 'casino',
  blackjack: 'casino',
  'live-roulette': 'live-casino',
  'live-blackjack': 'live-casino',
  'game-shows': 'live-casino',
  'virtual-sports': 'virtual',
  'crash-instant': 'games',
};

/**
 * The in-house engines every catalogue entry maps onto (with its own theme and parameters). `slot`, `roulette`,
 * `crash` and `blackjack` are played alone; `live-roulette`, `live-wheel` and `live-blackjack` are shared tables
 * whose rounds run on a fixed rhythm and reach every seated player over the hub; `virtual-football` is a league
 * of the sports feed, bet on through the normal slip.
 */
export const CASINO_ENGINES = [
  'slot',
  'roulette',
  'blackjack',
  'crash',
  'live-roulette',
  'live-wheel',
  'live-blackjack',
  'virtual-football',
] as const;
export type CasinoEngine = (typeof CASINO_ENGINES)[number];

export const TABLE_ENGINES = ['live-roulette', 'live-wheel', 'live-blackjack'] as const;
export type TableEngine = (typeof TABLE_ENGINES)[number];
export const isTableEngine = (engine: CasinoEngine): engine is TableEngine =>
  (TABLE_ENGINES as readonly string[]).includes(engine);

export const CASINO_BADGES = ['live', 'jackpot', 'new', 'hot'] as const;
export type CasinoBadge = (typeof CASINO_BADGES)[number];

/**
 * A crash flight's multiplier doubles every this many ms of the server's clock (1.01× after ~60 ms, 2× at 4 s, 10×
 * at ~13 s): the server pays a cash-out by it, the frame draws the climb with it.
 */
export const CRASH_FLIGHT_DOUBLING_MS = 4000;

/**
 * The lobbies a lobby's search looks through: the casino's also finds the games lobby's crash and instant games
 * (the casino links to them), so "crash" typed in the casino finds them.
 */
export const SEARCH_LOBBIES: Record<CasinoLobby, readonly CasinoLobby[]> = {
  casino: ['casino', 'games'],
  'live-casino': ['live-casino'],
  virtual: ['virtual'],
  games: ['games'],
};

/** Search starts at this many characters. */
export const CASINO_SEARCH_MIN_LENGTH = 2;
/** At most this many games per list call. */
export const CASINO_PAGE_MAX = 400;
/** Games per category row on a home page. */
export const CASINO_ROW_SIZE = 12;
/** Favourite games kept per player (and in local storage `fav_c` for visitors). */
export const CASINO_FAVOURITES_MAX = 200;
/** Recently played games kept per player. */
export const CASINO_RECENT_MAX = 12;
/** Fun credits a demo session starts with (minor units). */
export const DEMO_BALANCE = 100_000;
/** Tile thumbnails are this shape (width / height); the grid reserves it before the image loads. */
export const THUMBNAIL_ASPECT = 4 / 3;
/** A game session token lives this long without a round (ms). */
export const GAME_SESSION_IDLE_MS = 30 * 60_000;

/** The path the game frame is served at; the launch answer's `frameUrl` points here. */
export const GAME_FRAME_PATH = '/game-frame/';

/**
 * The postMessage bridge between the game frame and the page around it (same origin; both check
 * `event.origin === location.origin` and `source`).
 */
export type FrameToHost =
  | { source: 'playline-game'; type: 'ready' }
  /** After every round: the balance the frame plays with (real: the wallet; demo: fun credits). */
  | { source: 'playline-game'; type: 'balance'; balance: number; currencyCode: string; demo: boolean }
  | { source: 'playline-game'; type: 'close' }
  | { source: 'playline-game'; type: 'deposit' }
  /** The session ended (expired, the time limit reached): the host shows `message` and closes. */
  | { source: 'playline-game'; type: 'ended'; message: string };
export type HostToFrame =
  /** The wallet changed outside the game (a deposit in another tab): the frame shows it. */
  { source: 'playline-host'; type: 'balance'; balance: number };

export const isFrameToHost = (data: unknown): data is FrameToHost =>
  typeof data === 'object' && data !== null && (data as { source?: unknown }).source === 'playline-game';
export const isHostToFrame = (data: unknown): data is HostToFrame =>
  typeof data === 'object' && data !== null && (data as { source?: unknown }).source === 'playline-host';

/** Public hub channel of one live table. */
export type TableChannel = `table:${number}`;
export const tableChannel = (tableId: number): TableChannel => `table:${tableId}`;
