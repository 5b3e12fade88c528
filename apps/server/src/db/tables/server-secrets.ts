import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Secrets the server makes for itself at first start and every instance must share (decision 017): today the
 * sports feed's seed in production when FEED_SEED is not set. Written once (insert if absent), never served or
 * logged; whoever can read this table can foresee every simulated result.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
