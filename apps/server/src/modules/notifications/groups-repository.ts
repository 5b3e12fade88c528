import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userGroups } from '../../db/schema';

/** The player's groups, by name. */
export async function groupsOfUser(db: Database, userId: number): Promise<string[]> {
  const rows = await db
    .select({ name: userGroups.groupName })
    .from(userGroups)
    .where(eq(userGroups.userId, userId))
    .orderBy(asc(userGroups.groupName));
  return rows.map((row) => row.name);
}
