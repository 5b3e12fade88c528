import { bigint, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * A player's favourite events (the server copy of `fav_s`). Event ids are the feed's ids; the feed is a pure function
 * of seed and time, so an id keeps meaning the same event across restarts and instances.
 */
export const favourites = pgTable(
  'favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The simulator's ids encode league, season and round, so they outgrow a 32-bit integer.
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The pair is the key: a favourite exists once, and the user's rows are found through the key's prefix.
  (table) => [primaryKey({ name: 'favourites_user_event', columns: [table.userId, table.eventId] })],
);
