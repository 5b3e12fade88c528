import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Help pages (issue 9): markdown per brand and language. Rows of the global brand ('*') hold the common wording; a
 * brand's own row for the same slug and language replaces it, as UI texts do.
 */
export const helpPages = pgTable(
  'help_pages',
  {
    id: serial('id').primaryKey(),
    brandKey: text('brand_key').notNull(),
    languageId: smallint('language_id').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('help_pages_brand_language_slug').on(table.brandKey, table.languageId, table.slug)],
);

/** What visitors and players send through Help_ContactUs; support reads them through the admin API. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    brandKey: text('brand_key').notNull(),
    userId: integer('user_id').references(() => users.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    languageId: smallint('language_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_messages_brand_created').on(table.brandKey, table.createdAt)],
);

/** A brand's promotions, one row per language; the slug names the promotion in every language. */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    brandKey: text('brand_key').notNull(),
    slug: text('slug').notNull(),
    languageId: smallint('language_id').notNull(),
    area: text('area').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    terms: text('terms').notNull(),
    requiresOptIn: boolean('requires_opt_in').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    sort: smallint('sort').notNull().default(0),
  },
  (table) => [
    unique('promotions_brand_slug_language').on(table.brandKey, table.slug, table.languageId),
    check('promotions_period', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

/** A player's opt-in to a promotion of their brand: once, kept with when it happened. */
export const promotionOptIns = pgTable(
  'promotion_opt_ins',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brandKey: text('brand_key').notNull(),
    slug: text('slug').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'promotion_opt_ins_key', columns: [table.userId, table.brandKey, table.slug] })],
);

/** Live support chat: one conversation per player, each message from the player or from an operator. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    brandKey: text('brand_key').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sender: text('sender', { enum: ['player', 'operator'] }).notNull(),
    operatorName: text('operator_name'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('chat_messages_user').on(table.userId, table.id),
    index('chat_messages_brand_created').on(table.brandKey, table.createdAt),
    check('chat_messages_sender', sql`${table.sender} in ('player', 'operator')`),
  ],
);

/**
 * How far a player has read their support conversation (issue 21): the newest message id they have seen. Replies
 * after it are unread, so the badge on the chat entry survives a reload and another device.
 */
export const chatReads = pgTable('chat_reads', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastReadId: integer('last_read_id').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
