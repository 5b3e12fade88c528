import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '#app/db/client.ts';
import { staff } from '#app/db/schema.ts';

export type StaffRow = typeof staff.$inferSelect;
export type NewStaff = typeof staff.$inferInsert;

export async function findStaffByLogin(db: Database, login: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staff).where(sql`lower(${staff.login}) = ${login.toLowerCase()}`).limit(1);
  return row;
}

export async function findStaffById(db: Database, id: number): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staff).where(eq(staff.id, id)).limit(1);
  return row;
}

export async function countStaff(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(staff);
  return row?.n ?? 0;
}

export async function countActiveOwners(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(staff)
    .where(and(eq(staff.role, 'owner'), isNull(staff.disabledAt)));
  return row?.n ?? 0;
}

/** Null when the login is taken (the unique index answers, so two creations cannot race past a check). */
export async function insertStaff(db: Database, row: NewStaff): Promise<StaffRow | null> {
  const [created] = await db.insert(staff).values(row).onConflictDoNothing().returning();
  return created ?? null;
}

export async function updateStaffRow(
  db: Database,
  id: number,
  patch: Partial<NewStaff>,
): Promise<StaffRow | undefined> {
  const [row] = await db.update(staff).set(patch).where(eq(staff.id, id)).returning();
  return row;
}

export function allStaff(db: Database): Promise<StaffRow[]> {
  return db.select().from(staff).orderBy(staff.id);
}
