import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '#app/db/client.ts';
import { staff, staffSessions } from '#app/db/schema.ts';

export async function insertStaffSession(db: Database, row: typeof staffSessions.$inferInsert): Promise<void> {
  await db.insert(staffSessions).values(row);
}

/** The session of a cookie with its member (a disabled member's sessions are ended when they are disabled). */
export async function findStaffSession(db: Database, idHash: string) {
  const [row] = await db
    .select({ session: staffSessions, member: staff })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(eq(staffSessions.idHash, idHash))
    .limit(1);
  return row;
}

export async function touchStaffSession(db: Database, idHash: string, now: Date): Promise<void> {
  await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.idHash, idHash));
}

export async function deleteStaffSession(db: Database, idHash: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.idHash, idHash));
}

/** Ends every session of a member (disabled, role changed, authenticator reset) and their expired ones. */
export async function deleteStaffSessionsOf(db: Database, staffId: number): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
}

export async function deleteExpiredStaffSessions(db: Database, staffId: number, now: Date): Promise<void> {
  await db.delete(staffSessions).where(and(eq(staffSessions.staffId, staffId), lt(staffSessions.expiresAt, now)));
}
