import { BET_STATUSES, BET_TYPES, LEG_STATUSES } from '@playline/contract/bets';
import { MARKET_TYPES, SPORT_KEYS } from '@playline/contract/sports';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { ledgerTransactions } from './ledger';

const at = (name: string) => timestamp(name, { withTimezone: true });
/** Minor units, like the ledger's. */
const money = (name: string) => bigint(name, { mode: 'number' });

/**
 * A placed bet. Its stake left the wallet in ledger transaction `transaction_id` (kind `bet_stake`, one per
 * placement request, which may hold several bets); the id is `transaction_id * 100 + position`, known before the
 * transaction is written so the stored (idempotently replayed) answer can name it.
 */
export const bets = pgTable(
  'bets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    type: text('type', { enum: BET_TYPES }).notNull(),
    /** Per line. */
    stake: money('stake').notNull(),
    lines: integer('lines').notNull(),
    totalStake: money('total_stake').notNull(),
    /** System bets' line sizes; null otherwise. */
    sizes: jsonb('sizes').$type<number[]>(),
    /** Total odds of a single, multiple or builder; null for systems. */
    odds: doublePrecision('odds'),
    potentialReturn: money('potential_return').notNull(),
    status: text('status', { enum: BET_STATUSES }).notNull().default('open'),
    payout: money('payout').notNull().default(0),
    tax: money('tax').notNull().default(0),
    bookingCode: text('booking_code').notNull(),
    currencyCode: text('currency_code').notNull(),
    placedAt: at('placed_at').notNull(),
    settledAt: at('settled_at'),
  },
  (table) => [
    index('bets_user_placed').on(table.userId, table.placedAt),
    index('bets_open').on(table.id).where(sql`status = 'open'`),
    check('bets_type', sql`${table.type} in ('single', 'multiple', 'system', 'builder')`),
    check('bets_status', sql`${table.status} in ('open', 'won', 'lost', 'void', 'cashed_out')`),
    check('bets_stake', sql`${table.stake} > 0 and ${table.totalStake} > 0 and ${table.lines} > 0`),
    check('bets_payout', sql`${table.payout} >= 0 and ${table.tax} >= 0`),
  ],
);

/** One selection of a bet, with the names it had when placed (the slip and my bets show them). */
export const betLegs = pgTable(
  'bet_legs',
  {
    id: serial('id').primaryKey(),
    betId: bigint('bet_id', { mode: 'number' })
      .notNull()
      .references(() => bets.id),
    position: smallint('position').notNull(),
    outcomeId: text('outcome_id').notNull(),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    sport: text('sport', { enum: SPORT_KEYS }).notNull(),
    eventName: text('event_name').notNull(),
    startsAt: at('starts_at').notNull(),
    marketKey: text('market_key').notNull(),
    marketType: text('market_type', { enum: MARKET_TYPES }).notNull(),
    line: doublePrecision('line'),
    code: text('code').notNull(),
    name: text('name'),
    odds: doublePrecision('odds').notNull(),
    banker: boolean('banker').notNull().default(false),
    status: text('status', { enum: LEG_STATUSES }).notNull().default('open'),
    settledAt: at('settled_at'),
  },
  (table) => [
    index('bet_legs_bet').on(table.betId, table.position),
    // Settlement finds the open legs of an event that ended.
    index('bet_legs_open_event').on(table.eventId).where(sql`status = 'open'`),
    check('bet_legs_status', sql`${table.status} in ('open', 'won', 'lost', 'void')`),
  ],
);

/** Saved slips: a short code for a list of outcome ids (shops load customers' slips by it). */
export const bookingCodes = pgTable('booking_codes', {
  code: text('code').primaryKey(),
  selections: jsonb('selections').$type<{ outcomeId: string }[]>().notNull(),
  createdAt: at('created_at').notNull(),
  /** A placed bet's code: only its player may load it (a saved slip has none and is meant to be shared). */
  ownerUserId: integer('owner_user_id').references(() => users.id),
});

/**
 * One cash-out as it was made: the offer the server computed for the whole bet at that moment, the part of the
 * stake cashed out and what was paid, so the economic check can prove no cash-out paid more than its offer.
 */
export const cashOuts = pgTable(
  'cash_outs',
  {
    transactionId: integer('transaction_id')
      .primaryKey()
      .references(() => ledgerTransactions.id),
    betId: bigint('bet_id', { mode: 'number' })
      .notNull()
      .references(() => bets.id),
    /** The bet's total stake before this cash-out, and the part of it cashed out. */
    totalStake: money('total_stake').notNull(),
    part: money('part').notNull(),
    offer: money('offer').notNull(),
    paid: money('paid').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    index('cash_outs_bet').on(table.betId),
    check('cash_outs_amounts', sql`${table.part} > 0 and ${table.part} <= ${table.totalStake} and ${table.paid} > 0`),
  ],
);

/**
 * Events an operator settled (or voided) by hand: closed to new bets on every instance (placement reads this table
 * in its transaction), and their result settles any leg that was placed while the hand settlement ran.
 */
export const settledEvents = pgTable('settled_events', {
  eventId: bigint('event_id', { mode: 'number' }).primaryKey(),
  winningOutcomeIds: jsonb('winning_outcome_ids').$type<string[]>().notNull(),
  voidOutcomeIds: jsonb('void_outcome_ids').$type<string[]>().notNull(),
  settledAt: at('settled_at').notNull(),
});
