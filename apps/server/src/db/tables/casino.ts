import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

const at = (name: string) => timestamp(name, { withTimezone: true });
/** Minor units. */
const money = (name: string) => bigint(name, { mode: 'number' });

/** A player's favourite games (the server copy of a visitor's `fav_c`, merged at login). */
export const casinoFavourites = pgTable(
  'casino_favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: text('game_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'casino_favourites_user_game', columns: [table.userId, table.gameId] })],
);

/** The games a player launched, one row per game with the latest launch (kept to the newest few by the service). */
export const casinoRecent = pgTable(
  'casino_recent',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: text('game_id').notNull(),
    playedAt: at('played_at').notNull(),
  },
  (table) => [primaryKey({ name: 'casino_recent_user_game', columns: [table.userId, table.gameId] })],
);

/**
 * A game session: what a launch hands the frame as a bearer token. Real sessions belong to a player and play
 * against the wallet; demo sessions (a visitor's, or a player's by choice) carry their own fun balance.
 */
export const casinoSessions = pgTable(
  'casino_sessions',
  {
    id: serial('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    siteId: integer('site_id').notNull(),
    languageId: smallint('language_id').notNull(),
    gameId: text('game_id').notNull(),
    mode: text('mode', { enum: ['real', 'demo'] }).notNull(),
    /** Fun credits of a demo session (minor units); null for real play. */
    demoBalance: money('demo_balance'),
    createdAt: at('created_at').notNull(),
    lastActiveAt: at('last_active_at').notNull(),
  },
  (table) => [
    check('casino_sessions_mode', sql`${table.mode} in ('real', 'demo')`),
    check('casino_sessions_real_player', sql`${table.mode} = 'demo' or ${table.userId} is not null`),
    check('casino_sessions_demo_balance', sql`${table.demoBalance} is null or ${table.demoBalance} >= 0`),
  ],
);

/**
 * One round of a game played alone (slot, roulette, crash, blackjack). Instant rounds are written settled; a
 * blackjack hand stays `open` with its state (the shoe included, never sent to the player) until it ends.
 */
export const casinoRounds = pgTable(
  'casino_rounds',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => casinoSessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    gameId: text('game_id').notNull(),
    engine: text('engine').notNull(),
    demo: boolean('demo').notNull(),
    stake: money('stake').notNull(),
    win: money('win').notNull().default(0),
    status: text('status', { enum: ['open', 'settled'] }).notNull(),
    /** Blackjack: the hand with its shoe while open (never sent to the player) and the key of its last decision. */
    state: jsonb('state'),
    /** What the player sees (the contract's round outcome). */
    outcome: jsonb('outcome').notNull(),
    /** The key the round was opened with: a retry finds this round instead of playing another. */
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: at('created_at').notNull(),
    settledAt: at('settled_at'),
    /**
     * The provably fair draw (decision 018): the seed pair's id, its SHA-256 commitment, the client seed and the
     * round's nonce; null for rounds before it.
     */
    fairness: jsonb('fairness'),
  },
  (table) => [
    unique('casino_rounds_idempotency').on(table.sessionId, table.idempotencyKey),
    index('casino_rounds_session').on(table.sessionId, table.status),
    index('casino_rounds_user_created').on(table.userId, table.createdAt),
    check('casino_rounds_status', sql`${table.status} in ('open', 'settled')`),
    check('casino_rounds_amounts', sql`${table.stake} > 0 and ${table.win} >= 0`),
  ],
);

/**
 * A shared table's round. Rounds run on a fixed rhythm (round n of a table starts at n × roundMs), so any instance
 * knows the current round without a row; the leading instance writes the row when it draws the result, exactly
 * once (the key), and marks it settled once every bet on it was paid.
 */
export const casinoTableRounds = pgTable(
  'casino_table_rounds',
  {
    tableId: integer('table_id').notNull(),
    roundId: integer('round_id').notNull(),
    result: jsonb('result').notNull(),
    drawnAt: at('drawn_at').notNull(),
    settledAt: at('settled_at'),
    /** Live blackjack: common cards shown so far (the next is shown once every seat that could draw it decided). */
    revealed: smallint('revealed').notNull().default(2),
    /** Live blackjack: when the current decision step began (its deadline stands the seats that did not decide). */
    stepStartedAt: at('step_started_at'),
  },
  (table) => [primaryKey({ name: 'casino_table_rounds_key', columns: [table.tableId, table.roundId] })],
);

/** A player's bet on a table round; `win` is written when the round settles (through the ledger). */
export const casinoTableBets = pgTable(
  'casino_table_bets',
  {
    id: serial('id').primaryKey(),
    tableId: integer('table_id').notNull(),
    roundId: integer('round_id').notNull(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => casinoSessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    demo: boolean('demo').notNull(),
    stake: money('stake').notNull(),
    /** The contract's table bet (roulette chips, wheel segments, a blackjack stake) plus blackjack decisions. */
    bet: jsonb('bet').notNull(),
    win: money('win'),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: at('created_at').notNull(),
    settledAt: at('settled_at'),
    /** Live blackjack: whose hand this is (`user:<id>`, or `session:<id>` for a visitor): one hand a round each. */
    seat: text('seat'),
  },
  (table) => [
    unique('casino_table_bets_one_hand').on(table.tableId, table.roundId, table.seat),
    index('casino_table_bets_round').on(table.tableId, table.roundId),
    // The leader's recovery pass looks for unpaid bets every few seconds; paid ones pile up and must not be read.
    index('casino_table_bets_unsettled').on(table.tableId, table.roundId).where(sql`${table.settledAt} is null`),
    unique('casino_table_bets_idempotency').on(table.sessionId, table.idempotencyKey),
    check('casino_table_bets_amounts', sql`${table.stake} > 0 and (${table.win} is null or ${table.win} >= 0)`),
  ],
);

/**
 * A game session's provably fair seed pair (decision 018): the server seed's SHA-256 is shown before the first bet,
 * the seed itself only once the pair is retired (the player rotates it, or the session ended). Round n of the pair
 * draws from HMAC-SHA256(serverSeed, `${clientSeed}:${n}:${block}`).
 */
export const casinoSeeds = pgTable(
  'casino_seeds',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => casinoSessions.id, { onDelete: 'cascade' }),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull().unique(),
    clientSeed: text('client_seed').notNull(),
    /** Rounds drawn so far; the next round's nonce. */
    nonce: integer('nonce').notNull().default(0),
    createdAt: at('created_at').notNull(),
    revealedAt: at('revealed_at'),
  },
  (table) => [
    // One active pair per session: two requests creating it at once agree on one.
    uniqueIndex('casino_seeds_active').on(table.sessionId).where(sql`${table.revealedAt} is null`),
  ],
);

/** A table round's committed secret: written (and its hash published) while betting is open, revealed after the draw. */
export const casinoTableSecrets = pgTable(
  'casino_table_secrets',
  {
    tableId: integer('table_id').notNull(),
    roundId: integer('round_id').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [primaryKey({ name: 'casino_table_secrets_key', columns: [table.tableId, table.roundId] })],
);
