import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { ledgerTransactions } from './ledger';

/**
 * The shop cash desk (issue 8): cash an operator took onto a client's wallet or paid out of it, one row per ledger
 * transaction (which holds the money; this holds who handed it over, at which shop), for the daily summary.
 */
export const shopCashMovements = pgTable(
  'shop_cash_movements',
  {
    transactionId: integer('transaction_id')
      .primaryKey()
      .references(() => ledgerTransactions.id),
    shopSiteId: integer('shop_site_id').notNull(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => users.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['pay_in', 'pay_out'] }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currencyCode: text('currency_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('shop_cash_movements_shop_day').on(table.shopSiteId, table.createdAt),
    check('shop_cash_movements_kind', sql`${table.kind} in ('pay_in', 'pay_out')`),
    check('shop_cash_movements_amount', sql`${table.amount} > 0`),
  ],
);
