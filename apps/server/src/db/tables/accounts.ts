import { KYC_STATUSES } from '@playline/contract/safer-gambling';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const EXCLUSION_KINDS = ['time_out', 'self_exclusion'] as const;

export const USER_ROLES = ['player', 'shop_operator'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/**
 * Accounts belong to a brand (`brand_key`): a brand's second sites and its shop variant share them. Names and
 * emails are unique per brand regardless of case. Shop operators and shop clients carry the shop's site id.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    brandKey: text('brand_key').notNull(),
    userName: text('user_name').notNull(),
    email: text('email'),
    /** `scrypt$N$r$p$salt$hash` (see modules/auth/password.ts). */
    passwordHash: text('password_hash').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    currencyCode: text('currency_code').notNull(),
    role: text('role', { enum: USER_ROLES }).notNull().default('player'),
    shopSiteId: integer('shop_site_id'),
    rgTimeLimitSeconds: integer('rg_time_limit_seconds').notNull().default(0),
    /** A time-out or self-exclusion in force (issue 19): its kind, start and end (`self_excluded_until`, null = permanent). */
    exclusionKind: text('exclusion_kind', { enum: EXCLUSION_KINDS }),
    exclusionStartedAt: at('exclusion_started_at'),
    selfExcludedUntil: at('self_excluded_until'),
    /** A reality-check reminder every this many minutes of a session (0 = off). */
    rgReminderMinutes: integer('rg_reminder_minutes').notNull().default(0),
    firstName: text('first_name'),
    lastName: text('last_name'),
    /** ISO 3166-1 alpha-2. */
    countryCode: text('country_code'),
    kycStatus: text('kyc_status', { enum: KYC_STATUSES }).notNull().default('unverified'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_brand_user_name').on(table.brandKey, sql`lower(user_name)`),
    uniqueIndex('users_brand_email').on(table.brandKey, sql`lower(email)`).where(sql`email is not null`),
    check('users_role', sql`${table.role} in ('player', 'shop_operator')`),
    check('users_operator_shop', sql`${table.role} <> 'shop_operator' or ${table.shopSiteId} is not null`),
    check('users_rg_time_limit', sql`${table.rgTimeLimitSeconds} between 0 and 86400`),
    check('users_rg_reminder', sql`${table.rgReminderMinutes} in (0, 15, 30, 60)`),
    check('users_exclusion_kind', sql`${table.exclusionKind} in ('time_out', 'self_exclusion')`),
    check('users_kyc_status', sql`${table.kycStatus} in ('unverified', 'pending', 'verified', 'rejected')`),
  ],
);

/**
 * Server-side sessions. Only the SHA-256 of the cookie's random id is stored, so a leaked table cannot be replayed
 * as cookies. A session is bound to its brand: the lookup requires the requesting site's brand key.
 */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brandKey: text('brand_key').notNull(),
    siteId: integer('site_id').notNull(),
    rememberMe: boolean('remember_me').notNull(),
    createdAt: at('created_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    /** Start of the responsible-gambling elapsed count: the login, or the last reality-check reset. */
    realityCheckAt: at('reality_check_at').notNull(),
    /**
     * A shop operator's session (issue 8): the client the shop acts for, whose wallet and bets the session's
     * requests use; null acts as the shop owner (the operator's own wallet).
     */
    actingUserId: integer('acting_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('sessions_user').on(table.userId)],
);

/** One-time password-reset tokens, stored as SHA-256 hashes. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (table) => [index('password_reset_tokens_user').on(table.userId)],
);

/** Messages the product would e-mail; there is no mail server in development, the admin API lists them. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    brandKey: text('brand_key').notNull(),
    siteId: integer('site_id').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [index('outbox_messages_created').on(table.createdAt)],
);
