import { bigint, bigserial, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export const AUDIT_CATEGORIES = ['money', 'admin'] as const;
export type AuditCategory = (typeof AUDIT_CATEGORIES)[number];
/** Who acted on an `admin` row: a staff member, an API key, or the ADMIN_TOKEN (which only bootstraps). */
export const AUDIT_ACTORS = ['staff', 'api_key', 'token'] as const;
export type AuditActorKind = (typeof AUDIT_ACTORS)[number];

/**
 * Who moved money and what operators did (issue 10, decision 015), append-only. A `money` row is written by the
 * ledger in the same statement as its transaction (so it exists exactly when the movement does): `action` is the
 * movement kind, with user, amount, idempotency key and transaction id. An `admin` row is written after every
 * /api/admin call has answered: `action` is `METHOD /route`, `target` the URL called, `outcome` the status code.
 * Request id and client address where the request is known (not for the feed's settlements or the seed).
 * Since issue 22 an `admin` row also names its actor (staff member or API key, by id and name, and the user agent),
 * the player it concerns (`user_id`) and, where the call changed a record, that record before and after.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    category: text('category', { enum: AUDIT_CATEGORIES }).notNull(),
    action: text('action').notNull(),
    userId: integer('user_id'),
    amount: bigint('amount', { mode: 'number' }),
    idempotencyKey: text('idempotency_key'),
    transactionId: integer('transaction_id'),
    target: text('target'),
    outcome: smallint('outcome'),
    requestId: text('request_id'),
    ip: text('ip'),
    actorKind: text('actor_kind', { enum: AUDIT_ACTORS }),
    actorId: integer('actor_id'),
    actorName: text('actor_name'),
    userAgent: text('user_agent'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [
    index('audit_log_category').on(table.category, table.id),
    index('audit_log_user').on(table.userId, table.id),
    index('audit_log_actor').on(table.actorKind, table.actorId, table.id),
  ],
);
