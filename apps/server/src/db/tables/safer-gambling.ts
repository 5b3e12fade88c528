import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const money = (name: string) => bigint(name, { mode: 'number' });

/**
 * A player's limits (issue 19), one row per kind and period: `deposit`/`loss`/`wager` per `day`/`week`/`month`
 * (rolling windows, minor units), and `time` per `session` (seconds). `amount` is in force (null: none); a raise
 * or removal waits in `pending_*` until `pending_at`, after which readers treat it as in force (no job needed).
 */
export const rgLimits = pgTable(
  'rg_limits',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['deposit', 'loss', 'wager', 'time'] }).notNull(),
    period: text('period', { enum: ['day', 'week', 'month', 'session'] }).notNull(),
    amount: money('amount'),
    /** The waiting change: `pending_at` set; `pending_amount` null removes the limit. */
    pendingAmount: money('pending_amount'),
    pendingAt: at('pending_at'),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind, table.period] }),
    check('rg_limits_kind', sql`${table.kind} in ('deposit', 'loss', 'wager', 'time')`),
    check('rg_limits_period', sql`${table.period} in ('day', 'week', 'month', 'session')`),
    check('rg_limits_amount', sql`${table.amount} is null or ${table.amount} > 0`),
  ],
);

/** Every change to a player's safer-gambling tools, who made it and when it applies: the operator's record. */
export const rgChanges = pgTable(
  'rg_changes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    at: at('at').notNull(),
    actor: text('actor', { enum: ['player', 'operator', 'system'] }).notNull(),
    tool: text('tool').notNull(),
    fromValue: money('from_value'),
    toValue: money('to_value'),
    effectiveAt: at('effective_at').notNull(),
    note: text('note'),
  },
  (table) => [index('rg_changes_user').on(table.userId, table.at)],
);

/** Terms and privacy notice a player accepted at registration, with the version and the moment. */
export const userConsents = pgTable(
  'user_consents',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    document: text('document', { enum: ['terms', 'privacy'] }).notNull(),
    version: text('version').notNull(),
    acceptedAt: at('accepted_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.document, table.version] }),
    check('user_consents_document', sql`${table.document} in ('terms', 'privacy')`),
  ],
);
