import { MOVEMENT_TYPES, PAYMENT_METHODS, WITHDRAWAL_STATUSES } from '@playline/contract';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './accounts';

const at = (name: string) => timestamp(name, { withTimezone: true });
/** Minor units; `number` mode is exact up to 2^53 cents, far beyond any balance. */
const money = (name: string) => bigint(name, { mode: 'number' });

export const LEDGER_ACCOUNT_KINDS = [
  'wallet',
  'held',
  'provider_clearing',
  'sportsbook',
  'casino',
  'shop_cash',
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

/**
 * Accounts of the double-entry ledger. A player has a wallet (available) and a held account (pending
 * withdrawals), whose balances are kept in step with their entries in the same database transaction and can never
 * go negative (CHECK). House accounts (the payment provider's clearing account, the sportsbook's stakes and
 * payouts, the casino's stakes and wins, per currency) take the other side; their balance column is not maintained, because every deposit
 * would otherwise lock one hot row: their balance is the sum of their entries.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    /** `user:<id>:wallet`, `user:<id>:held`, `house:provider_clearing:EUR`. */
    key: text('key').notNull().unique(),
    userId: integer('user_id').references(() => users.id),
    kind: text('kind', { enum: LEDGER_ACCOUNT_KINDS }).notNull(),
    currencyCode: text('currency_code').notNull(),
    balance: money('balance').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('ledger_accounts_user').on(table.userId),
    check(
      'ledger_accounts_kind',
      sql`${table.kind} in ('wallet', 'held', 'provider_clearing', 'sportsbook', 'casino', 'shop_cash')`,
    ),
    check('ledger_accounts_owner', sql`(${table.kind} in ('wallet', 'held')) = (${table.userId} is not null)`),
    check('ledger_accounts_not_negative', sql`${table.kind} not in ('wallet', 'held') or ${table.balance} >= 0`),
  ],
);

/**
 * One money movement. `(user_id, kind, idempotency_key)` is unique, so a movement can never be recorded twice,
 * even by two server instances; `request_hash` tells a retry from a different request with the same key, and
 * `response` is the first answer, repeated to retries.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: MOVEMENT_TYPES }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amount: money('amount').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    response: jsonb('response'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    unique('ledger_transactions_idempotency').on(table.userId, table.kind, table.idempotencyKey),
    index('ledger_transactions_user_created').on(table.userId, table.createdAt),
    check('ledger_transactions_amount', sql`${table.amount} > 0`),
  ],
);

/** Signed entries; the entries of one transaction sum to zero (written together, audited by the admin check). */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: money('amount').notNull(),
  },
  (table) => [
    index('ledger_entries_transaction').on(table.transactionId),
    index('ledger_entries_account').on(table.accountId),
    check('ledger_entries_amount', sql`${table.amount} <> 0`),
  ],
);

/**
 * Withdrawals through the demo payment provider: held while pending, completed by a background job. A withdrawal
 * is identified by the ledger transaction that requested it (its id is that transaction's id).
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: integer('id')
      .primaryKey()
      .references(() => ledgerTransactions.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amount: money('amount').notNull(),
    status: text('status', { enum: WITHDRAWAL_STATUSES }).notNull().default('pending'),
    settleTransactionId: integer('settle_transaction_id').references(() => ledgerTransactions.id),
    createdAt: at('created_at').notNull(),
    completesAt: at('completes_at').notNull(),
    settledAt: at('settled_at'),
  },
  (table) => [
    index('withdrawals_user').on(table.userId, table.createdAt),
    index('withdrawals_due').on(table.completesAt).where(sql`status = 'pending'`),
    check('withdrawals_status', sql`${table.status} in ('pending', 'approved', 'rejected', 'completed', 'cancelled')`),
    check('withdrawals_amount', sql`${table.amount} > 0`),
  ],
);

/**
 * What a deposit or withdrawal went through (issue 21): the method, the account as the player sees it (masked:
 * never a whole card number or IBAN), the payment provider and its reference and state. Keyed by the ledger
 * transaction that moved the money in (a deposit) or asked for it (a withdrawal, whose id is the same).
 */
export const payments = pgTable(
  'payments',
  {
    transactionId: integer('transaction_id')
      .primaryKey()
      .references(() => ledgerTransactions.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    direction: text('direction', { enum: ['deposit', 'withdrawal'] }).notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    destination: text('destination').notNull(),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference').notNull(),
    providerStatus: text('provider_status').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    index('payments_user').on(table.userId, table.createdAt),
    check('payments_direction', sql`${table.direction} in ('deposit', 'withdrawal')`),
    check('payments_method', sql`${table.method} in ('card', 'bank_transfer', 'ewallet')`),
  ],
);
