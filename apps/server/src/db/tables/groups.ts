import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Named groups of players (`vip`, `new-players` …) an operator notifies at once. A player's groups decide which
 * hub group channels their sockets join; the name is unique within the player's brand.
 */
export const userGroups = pgTable(
  'user_groups',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupName: text('group_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'user_groups_user_group', columns: [table.userId, table.groupName] })],
);
