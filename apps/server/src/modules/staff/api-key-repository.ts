import { desc, eq } from 'drizzle-orm';
import type { Database } from '#app/db/client.ts';
import { apiKeys, staff } from '#app/db/schema.ts';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export async function insertApiKey(db: Database, row: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
  const [created] = await db.insert(apiKeys).values(row).returning();
  if (!created) throw new Error('the API key was not stored');
  return created;
}

export async function findApiKey(db: Database, id: number): Promise<ApiKeyRow | undefined> {
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, id)).limit(1);
  return row;
}

export async function findApiKeyByHash(db: Database, secretHash: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.secretHash, secretHash)).limit(1);
  return row;
}

export async function touchApiKey(db: Database, id: number, now: Date): Promise<void> {
  await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, id));
}

export async function revokeApiKeyRow(db: Database, id: number, now: Date): Promise<ApiKeyRow | undefined> {
  const [row] = await db.update(apiKeys).set({ revokedAt: now }).where(eq(apiKeys.id, id)).returning();
  return row;
}

/** Every key with the login of whoever created it (null: the CLI's bootstrap). */
export function allApiKeys(db: Database) {
  return db
    .select({ key: apiKeys, createdBy: staff.login })
    .from(apiKeys)
    .leftJoin(staff, eq(staff.id, apiKeys.createdBy))
    .orderBy(desc(apiKeys.id));
}
