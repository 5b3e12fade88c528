import { asc, eq } from 'drizzle-orm';
import type { Database } from '#app/db/client.ts';
import { userGroups } from '#app/db/schema.ts';
import type { TransactionRunner } from '../ledger/ledger';

/** The player's groups, by name. */
export async function groupsOfUser(db: Database, userId: number): Promise<string[]> {
  const rows = await db
    .select({ name: userGroups.groupName })
    .from(userGroups)
    .where(eq(userGroups.userId, userId))
    .orderBy(asc(userGroups.groupName));
  return rows.map((row) => row.name);
}

/**
 * Makes `groups` the player's whole set of groups in one transaction (a reader sees the old set or the new). The
 * runner is the ledger's, which queues transactions on PGlite's single connection.
 */
export async function replaceGroups(transaction: TransactionRunner, userId: number, groups: string[]): Promise<void> {
  const names = [...new Set(groups)];
  await transaction(async (tx) => {
    await tx.delete(userGroups).where(eq(userGroups.userId, userId));
    if (names.length > 0) await tx.insert(userGroups).values(names.map((groupName) => ({ userId, groupName })));
  });
}
