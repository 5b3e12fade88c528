import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';

/** Rows that belong to every brand use this brand key; a brand's own row with the same key overrides it. */
export const GLOBAL_BRAND = '*';

/**
 * Every text the product shows: the UI catalogues (global) and per-brand texts such as the SEO HTML (`Seo.Home`).
 * Shop variants and second sites read their base brand's rows through `brand_key`.
 */
export const textResources = pgTable(
  'text_resources',
  {
    id: serial('id').primaryKey(),
    brandKey: text('brand_key').notNull().default(GLOBAL_BRAND),
    languageId: smallint('language_id').notNull(),
    key: text('key').notNull(),
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('text_resources_brand_language_key').on(table.brandKey, table.languageId, table.key)],
);

/** Promotional cards per brand, zone and language (the Greek market's zone ids are in the contract). */
export const teasers = pgTable(
  'teasers',
  {
    id: serial('id').primaryKey(),
    brandKey: text('brand_key').notNull(),
    zone: integer('zone').notNull(),
    languageId: smallint('language_id').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    tone: text('tone', { enum: ['primary', 'accent', 'surface'] })
      .notNull()
      .default('primary'),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [
    // The unique key makes the demo seed idempotent (ON CONFLICT DO NOTHING) and doubles as the lookup index.
    unique('teasers_brand_zone_language_sort').on(table.brandKey, table.zone, table.languageId, table.sort),
    check('teasers_tone', sql`${table.tone} in ('primary', 'accent', 'surface')`),
  ],
);

/** The banner a brand shows above its pages, one per language; disabled rows are kept for the operator. */
export const siteNotifications = pgTable(
  'site_notifications',
  {
    id: serial('id').primaryKey(),
    brandKey: text('brand_key').notNull(),
    languageId: smallint('language_id').notNull(),
    body: text('body').notNull(),
    isEnabled: boolean('is_enabled').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('site_notifications_brand_language').on(table.brandKey, table.languageId)],
);

export * from './tables/accounts';
export * from './tables/audit';
export * from './tables/bets';
export * from './tables/casino';
export * from './tables/favourites';
export * from './tables/groups';
export * from './tables/help-and-promotions';
export * from './tables/ledger';
export * from './tables/safer-gambling';
export * from './tables/server-secrets';
export * from './tables/shop';
export * from './tables/staff';
