import * as z from 'zod';
import {
  CASINO_BADGES,
  CASINO_CATEGORIES,
  CASINO_ENGINES,
  CASINO_FAVOURITES_MAX,
  CASINO_LOBBIES,
  CASINO_PAGE_MAX,
  CASINO_SEARCH_MIN_LENGTH,
} from '../casino-keys';
import {
  cardSchema,
  gameBalanceSchema,
  rouletteBetsSchema,
  sessionTokenSchema,
  soloBlackjackActionSchema,
  stakeSchema,
} from './casino-common';
import { roundFairnessSchema, seedCommitmentSchema } from './casino-fairness';
import { moneySchema } from './wallet';

/**
 * The casino (issue 7): a catalogue of games on in-house engines, launched into a frame with a game session token,
 * played round by round against the wallet through the ledger (or fun credits in demo), shared live tables over the
 * hub, and virtual football through the sports slip. Money is integer minor units.
 */

export * from '../casino-keys';
export * from './casino-common';
export * from './casino-fairness';
export * from './casino-tables';

export const casinoLobbySchema = z.enum(CASINO_LOBBIES);
export const casinoCategorySchema = z.enum(CASINO_CATEGORIES);
export const casinoEngineSchema = z.enum(CASINO_ENGINES);
export const casinoBadgeSchema = z.enum(CASINO_BADGES);

/** Game ids are slugs (`pharaohs-fortune`); vendor keys too. */
export const gameIdSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'a game id is lowercase letters, digits and dashes');
export const vendorKeySchema = gameIdSchema;

// ── catalogue ────────────────────────────────────────────────────────────────────────────────────────────────
export const casinoGameSchema = z.object({
  id: gameIdSchema,
  name: z.string(),
  vendor: vendorKeySchema,
  vendorName: z.string(),
  lobby: casinoLobbySchema,
  /** The game's home category (its route's `:category`). */
  category: casinoCategorySchema,
  /** A theme or kind within the category (`fruits`, `ancient`, `french` …), the route's `:subcategory`. */
  subcategory: z.string().nullable(),
  engine: casinoEngineSchema,
  /** The engine's parameter set the entry plays with (a slot's reels and paytable, a table's rhythm). */
  variant: z.string(),
  badges: z.array(casinoBadgeSchema),
  /** Visitors may play it for fun credits. */
  demo: z.boolean(),
  /** Return to player in percent as published (verified by simulation); null where it depends on play. */
  rtp: z.number().nullable(),
  minStake: moneySchema,
  maxStake: moneySchema,
  /** Server-generated SVG, immutable per URL. */
  thumbnail: z.string(),
  /** Shared live tables: the table the game seats the player at. */
  tableId: z.number().int().nullable(),
  /** Virtual sports: the feed league the game shows. */
  leagueId: z.number().int().nullable(),
  /** The jackpot pool shown on the tile, minor units; null for games without one. */
  jackpot: moneySchema.nullable(),
});
export type CasinoGame = z.infer<typeof casinoGameSchema>;

export const vendorSummarySchema = z.object({ key: vendorKeySchema, name: z.string(), count: z.number().int() });
export type VendorSummary = z.infer<typeof vendorSummarySchema>;

/** One row of a home page: a category's first games (in the brand's order) and how many it holds. */
export const lobbyRowSchema = z.object({
  category: casinoCategorySchema,
  total: z.number().int(),
  games: z.array(casinoGameSchema),
});
export type LobbyRow = z.infer<typeof lobbyRowSchema>;

/** GET /api/casino/lobby?lobby= — a home page: rows of the lobby's categories in the brand's order, and its vendors. */
export const lobbyQuerySchema = z.object({ lobby: casinoLobbySchema.default('casino') });
export const lobbySchema = z.object({
  lobby: casinoLobbySchema,
  rows: z.array(lobbyRowSchema),
  vendors: z.array(vendorSummarySchema),
});
export type Lobby = z.infer<typeof lobbySchema>;

/** GET /api/casino/categories?lobby= — the lobby's categories with their subcategories and counts. */
export const categorySummarySchema = z.object({
  category: casinoCategorySchema,
  total: z.number().int(),
  subcategories: z.array(z.object({ key: z.string(), total: z.number().int() })),
});
export const categoriesSchema = z.array(categorySummarySchema);
export type CategorySummary = z.infer<typeof categorySummarySchema>;

/**
 * GET /api/casino/games — one filtered page of games in the brand's order. `q` searches names and vendors (at
 * least 2 characters); `ids` (comma-separated) lists given games, in that order (a visitor's favourites).
 */
export const gamesQuerySchema = z.object({
  lobby: casinoLobbySchema.optional(),
  category: casinoCategorySchema.optional(),
  subcategory: z.string().trim().max(40).optional(),
  vendor: vendorKeySchema.optional(),
  q: z.string().trim().min(CASINO_SEARCH_MIN_LENGTH).max(60).optional(),
  ids: z
    .string()
    .max(CASINO_FAVOURITES_MAX * 65)
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(z.array(gameIdSchema).max(CASINO_FAVOURITES_MAX))
    .optional(),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
  limit: z.coerce.number().int().min(1).max(CASINO_PAGE_MAX).default(60),
});
export type GamesQuery = z.input<typeof gamesQuerySchema>;
export const gamesPageSchema = z.object({ total: z.number().int(), games: z.array(casinoGameSchema) });
export type GamesPage = z.infer<typeof gamesPageSchema>;

export const gameParamsSchema = z.object({ gameId: gameIdSchema });
/** GET /api/casino/vendors?lobby= (without a lobby: every vendor's games) */
export const vendorsQuerySchema = z.object({ lobby: casinoLobbySchema.optional() });
export const vendorsSchema = z.array(vendorSummarySchema);
/** GET /api/casino/thumbnails/:file — a game's tile picture, `<game id>.svg`. */
export const thumbnailParamsSchema = z.object({
  file: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}\.svg$/, 'a thumbnail is <game id>.svg'),
});

/** GET/PUT/DELETE /api/casino/favourites[/:gameId]; POST /api/casino/favourites/merge unites a visitor's at login. */
export const casinoFavouritesSchema = z.object({ gameIds: z.array(gameIdSchema).max(CASINO_FAVOURITES_MAX) });
export type CasinoFavourites = z.infer<typeof casinoFavouritesSchema>;

/** GET /api/casino/recent — the player's recently launched games, latest first. */
export const recentGamesSchema = z.object({ games: z.array(casinoGameSchema) });

// ── launch and sessions ───────────────────────────────────────────────────────────────────────────────────────
/**
 * POST /api/casino/launch. Real play needs a player (401) who passes the casino check (403 with its reason);
 * demo play is for games with `demo` (400 otherwise). Answers a game session token and the frame URL.
 */
export const launchRequestSchema = z.object({ gameId: gameIdSchema, mode: z.enum(['real', 'demo']) });
export type LaunchRequest = z.infer<typeof launchRequestSchema>;
export const launchResultSchema = z.object({
  token: z.string(),
  frameUrl: z.string(),
  mode: z.enum(['real', 'demo']),
});
export type LaunchResult = z.infer<typeof launchResultSchema>;

// ── engine configuration the frame draws ─────────────────────────────────────────────────────────────────────
export const slotSymbolSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Multiples of the line stake for 3, 4 and 5 of a kind on a line from the left. */
  pays: z.tuple([z.number(), z.number(), z.number()]),
  kind: z.enum(['regular', 'wild', 'scatter']),
});
export const slotConfigSchema = z.object({
  engine: z.literal('slot'),
  reels: z.number().int(),
  rows: z.number().int(),
  /** Each payline is the row index on each reel. */
  paylines: z.array(z.array(z.number().int())),
  symbols: z.array(slotSymbolSchema),
  /** Scatter pays: multiples of the total stake for 3, 4 and 5 anywhere. */
  scatterPays: z.tuple([z.number(), z.number(), z.number()]),
  /** Colours and glyphs of the game's theme. */
  theme: z.object({ background: z.string(), accent: z.string(), glyphs: z.record(z.string(), z.string()) }),
});
export const rouletteConfigSchema = z.object({ engine: z.literal('roulette') });
export const crashConfigSchema = z.object({ engine: z.literal('crash'), maxCashOutAt: z.number() });
export const blackjackConfigSchema = z.object({
  engine: z.literal('blackjack'),
  decks: z.number().int(),
  dealerHitsSoft17: z.boolean(),
  blackjackPays: z.number(),
});
export const tableConfigSchema = z.object({
  engine: z.enum(['live-roulette', 'live-wheel', 'live-blackjack']),
  tableId: z.number().int(),
  /** A round every `roundMs`; bets are taken during its first `bettingMs`. */
  roundMs: z.number().int(),
  bettingMs: z.number().int(),
  dealer: z.string(),
});
export const virtualConfigSchema = z.object({ engine: z.literal('virtual-football'), leagueId: z.number().int() });
export const engineConfigSchema = z.discriminatedUnion('engine', [
  slotConfigSchema,
  rouletteConfigSchema,
  crashConfigSchema,
  blackjackConfigSchema,
  tableConfigSchema,
  virtualConfigSchema,
]);
export type EngineConfig = z.infer<typeof engineConfigSchema>;
export type SlotConfig = z.infer<typeof slotConfigSchema>;

// ── rounds ───────────────────────────────────────────────────────────────────────────────────────────────────
/** What a player stakes on a round, by engine. */
export const roundBetSchema = z.discriminatedUnion('engine', [
  z.object({ engine: z.literal('slot'), stake: stakeSchema }),
  z.object({ engine: z.literal('roulette'), bets: rouletteBetsSchema }),
  /**
   * Crash: with `cashOutAt` the round cashes out at that multiplier automatically (settled at once); without it the
   * round is a flight the player cashes out of by hand (`cashOutRound`), at the multiplier the server's clock gives.
   */
  z.object({ engine: z.literal('crash'), stake: stakeSchema, cashOutAt: z.number().min(1.01).max(1000).optional() }),
  z.object({ engine: z.literal('blackjack'), stake: stakeSchema }),
]);
export type RoundBet = z.infer<typeof roundBetSchema>;

/** POST /api/casino/rounds (Idempotency-Key, XSRF): plays one round; blackjack opens one. */
export const playRoundRequestSchema = z.object({ token: sessionTokenSchema, bet: roundBetSchema });
export type PlayRoundRequest = z.infer<typeof playRoundRequestSchema>;
/** POST /api/casino/rounds/:roundId/actions (Idempotency-Key, XSRF): a blackjack decision. */
export const roundActionRequestSchema = z.object({ token: sessionTokenSchema, action: soloBlackjackActionSchema });
/** POST /api/casino/rounds/:roundId/cash-out (Idempotency-Key, XSRF): cash out of a crash flight now. */
export const crashCashOutRequestSchema = z.object({ token: sessionTokenSchema });
/** GET /api/casino/rounds/:roundId?token= — a round as it is now (a flight that crashed is settled as lost). */
export const roundQuerySchema = z.object({ token: sessionTokenSchema });
export const roundParamsSchema = z.object({
  roundId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

export const slotOutcomeSchema = z.object({
  engine: z.literal('slot'),
  /** Symbol ids, `grid[reel][row]`. */
  grid: z.array(z.array(z.string())),
  /** Paying lines (`line` -1 for scatters) with the amount each paid. */
  wins: z.array(z.object({ line: z.number().int(), symbol: z.string(), count: z.number().int(), amount: moneySchema })),
});
export const rouletteOutcomeSchema = z.object({
  engine: z.literal('roulette'),
  number: z.number().int().min(0).max(36),
  color: z.enum(['red', 'black', 'green']),
  /** The amount each bet returned (stake included), in request order; 0 for a losing bet. */
  returns: z.array(moneySchema),
});
export const crashOutcomeSchema = z.object({
  engine: z.literal('crash'),
  /** Secret while a flight is in the air (null); shown once the round is over. */
  crashPoint: z.number().nullable(),
  /** The multiplier cashed out at (the target, or the flight's when the player cashed out); null when none. */
  cashOutAt: z.number().nullable(),
  cashedOut: z.boolean(),
  /** A flight in the air: ms since take-off by the server's clock, and the multiplier it has reached. */
  flight: z.object({ elapsedMs: z.number().int(), multiplier: z.number() }).optional(),
});
export const blackjackOutcomeSchema = z.object({
  engine: z.literal('blackjack'),
  player: z.array(cardSchema),
  /** The dealer's cards; while the round is open only the up card. */
  dealer: z.array(cardSchema),
  playerTotal: z.number().int(),
  dealerTotal: z.number().int().nullable(),
  doubled: z.boolean(),
  /** What the player may do next; empty once the round is over. */
  actions: z.array(soloBlackjackActionSchema),
  /** The insurance side bet taken (half the stake), absent when none; it pays 3× itself (2:1) on a dealer blackjack. */
  insurance: z.number().int().optional(),
  result: z.enum(['blackjack', 'win', 'push', 'lose', 'bust']).nullable(),
});
export const roundOutcomeSchema = z.discriminatedUnion('engine', [
  slotOutcomeSchema,
  rouletteOutcomeSchema,
  crashOutcomeSchema,
  blackjackOutcomeSchema,
]);
export type RoundOutcome = z.infer<typeof roundOutcomeSchema>;

export const roundResultSchema = z.object({
  roundId: z.number().int(),
  /** Total staked (a doubled blackjack hand counts twice). */
  stake: moneySchema,
  /** Total paid back (stake included); 0 for a loss. */
  win: moneySchema,
  finished: z.boolean(),
  outcome: roundOutcomeSchema,
  balance: gameBalanceSchema,
  /** How the round was drawn (decision 018); absent for rounds played before draws were committed. */
  fairness: roundFairnessSchema.optional(),
});
export type RoundResult = z.infer<typeof roundResultSchema>;

/** GET /api/casino/session?token= — what the frame needs to draw the game. 404 for an unknown or expired token. */
export const sessionQuerySchema = z.object({ token: sessionTokenSchema });
export const gameSessionSchema = z.object({
  game: casinoGameSchema,
  mode: z.enum(['real', 'demo']),
  config: engineConfigSchema,
  balance: gameBalanceSchema,
  /** An unfinished blackjack hand to resume. */
  openRound: roundResultSchema.nullable(),
  languageId: z.number().int(),
  startedAt: z.number(),
  /** The seed pair the next rounds are drawn from: its server seed's hash is shown before the first bet. */
  fairness: seedCommitmentSchema.optional(),
});
export type GameSession = z.infer<typeof gameSessionSchema>;
