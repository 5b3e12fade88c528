import type { AuditEntry, AuditQuery } from '@playline/contract';
import { desc, lt } from 'drizzle-orm';
import type { Database } from '#app/db/client.ts';
import { auditLog } from '#app/db/schema.ts';

export interface AdminAuditRow {
  action: string;
  target: string;
  outcome: number;
  requestId: string;
  ip: string;
}

export async function insertAdminAudit(db: Database, row: AdminAuditRow): Promise<void> {
  await db.insert(auditLog).values({ category: 'admin', ...row });
}

/** One page, newest first, and the cursor of the next (older) page. */
export async function auditPage(db: Database, { limit, before }: AuditQuery) {
  const rows = await db
    .select()
    .from(auditLog)
    .where(before === undefined ? undefined : lt(auditLog.id, before))
    .orderBy(desc(auditLog.id))
    .limit(limit + 1);
  const items: AuditEntry[] = rows.slice(0, limit).map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  const last = items.at(-1);
  return { items, nextBefore: rows.length > limit && last ? last.id : null };
}
