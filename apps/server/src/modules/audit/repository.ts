import type { AuditEntry, AuditQuery } from '@playline/contract';
import { and, desc, eq, gte, ilike, lt, lte, or, type SQL } from 'drizzle-orm';
import type { Database } from '#app/db/client.ts';
import { type AuditActorKind, auditLog } from '#app/db/schema.ts';

export interface AdminAuditRow {
  action: string;
  target: string;
  outcome: number;
  requestId: string;
  ip: string;
  userAgent: string | null;
  actorKind: AuditActorKind | null;
  actorId: number | null;
  actorName: string | null;
  userId: number | null;
  before: unknown;
  after: unknown;
}

export async function insertAdminAudit(db: Database, row: AdminAuditRow): Promise<void> {
  await db.insert(auditLog).values({ category: 'admin', ...row });
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function filters(query: AuditQuery): SQL | undefined {
  const { before, category, actorKind, actorId, userId, action, from, to } = query;
  const contains = action === undefined ? undefined : `%${escapeLike(action)}%`;
  return and(
    before === undefined ? undefined : lt(auditLog.id, before),
    category === undefined ? undefined : eq(auditLog.category, category),
    actorKind === undefined ? undefined : eq(auditLog.actorKind, actorKind),
    actorId === undefined ? undefined : eq(auditLog.actorId, actorId),
    userId === undefined ? undefined : eq(auditLog.userId, userId),
    contains === undefined ? undefined : or(ilike(auditLog.action, contains), ilike(auditLog.target, contains)),
    from === undefined ? undefined : gte(auditLog.createdAt, new Date(from)),
    to === undefined ? undefined : lte(auditLog.createdAt, new Date(to)),
  );
}

/** One page, newest first, and the cursor of the next (older) page. */
export async function auditPage(db: Database, query: AuditQuery) {
  const { limit } = query;
  const rows = await db
    .select()
    .from(auditLog)
    .where(filters(query))
    .orderBy(desc(auditLog.id))
    .limit(limit + 1);
  const items: AuditEntry[] = rows.slice(0, limit).map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  const last = items.at(-1);
  return { items, nextBefore: rows.length > limit && last ? last.id : null };
}
