import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

interface ExclusionColumns {
  exclusionKind: string | null;
  selfExcludedUntil: Date | null;
}

/**
 * A time-out or self-exclusion is in force: a kind is set and its end is ahead or absent (permanent). An end date
 * without a kind (the column predates the kinds) still counts while it is ahead.
 */
export function exclusionInForce({ exclusionKind, selfExcludedUntil }: ExclusionColumns, now: Date): boolean {
  if (exclusionKind !== null) return selfExcludedUntil === null || selfExcludedUntil > now;
  return selfExcludedUntil !== null && selfExcludedUntil > now;
}

/** Whether the player is in a time-out or self-exclusion now (an unknown player is not). */
export async function isExcludedNow(db: Database, userId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ exclusionKind: users.exclusionKind, selfExcludedUntil: users.selfExcludedUntil })
    .from(users)
    .where(eq(users.id, userId));
  return row ? exclusionInForce(row, now) : false;
}
