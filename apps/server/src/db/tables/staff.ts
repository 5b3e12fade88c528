import { STAFF_ROLES } from '@playline/contract/staff/roles';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Back-office people (issue 22, decision 027): one role each and an optional brand scope (`brands`, empty = all).
 * `totp_secret` is AES-256-GCM under a key derived from SESSION_SECRET (modules/staff/totp.ts); `totp_enrolled_at`
 * is set once the member confirmed a code, and from then on every sign-in asks for one.
 */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    login: text('login').notNull(),
    displayName: text('display_name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: STAFF_ROLES as [string, ...string[]] }).notNull(),
    brands: text('brands').array().notNull().default(sql`'{}'::text[]`),
    totpSecret: text('totp_secret'),
    totpEnrolledAt: at('totp_enrolled_at'),
    /** The last time step a code was accepted for: a code is never accepted twice. */
    totpLastStep: integer('totp_last_step'),
    disabledAt: at('disabled_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    lastSignInAt: at('last_sign_in_at'),
  },
  (table) => [
    uniqueIndex('staff_login').on(sql`lower(${table.login})`),
    check('staff_role', sql`${table.role} in (${sql.raw(STAFF_ROLES.map((role) => `'${role}'`).join(', '))})`),
  ],
);

/** Back-office sessions: the cookie's SHA-256 only, as players' sessions (`sessions`). */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (table) => [index('staff_sessions_staff').on(table.staffId)],
);

/** Named keys for automation (the CLI, scripts): the key's SHA-256 only; revoked keys stay for the audit. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    secretHash: text('secret_hash').notNull(),
    role: text('role', { enum: STAFF_ROLES as [string, ...string[]] }).notNull(),
    brands: text('brands').array().notNull().default(sql`'{}'::text[]`),
    createdBy: integer('created_by').references(() => staff.id),
    createdAt: at('created_at').notNull().defaultNow(),
    lastUsedAt: at('last_used_at'),
    revokedAt: at('revoked_at'),
  },
  (table) => [uniqueIndex('api_keys_secret_hash').on(table.secretHash)],
);
