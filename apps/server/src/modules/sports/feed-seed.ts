import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '#app/db/client.ts';
import { serverSecrets } from '#app/db/schema.ts';

const FEED_SEED_SECRET = 'feed_seed';

/** 256 bits from the operating system's CSPRNG, as 64 hex characters. */
export const newSecret = () => randomBytes(32).toString('hex');

/**
 * The secret stored under `name`, made by `make` if there is none yet. Insert-if-absent then read: of instances
 * starting together against one database, the first insert wins and every instance reads that one value.
 */
export async function storedSecret(db: Database, name: string, make: () => string = newSecret): Promise<string> {
  await db.insert(serverSecrets).values({ name, value: make() }).onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name))
    .limit(1);
  if (!row) throw new Error(`server secret ${name} was not stored`);
  return row.value;
}

/**
 * The simulator's seed: FEED_SEED when the configuration has one (development's public demo seed by default),
 * else (production without FEED_SEED) the secret generated at first start and kept in `server_secrets`.
 */
export function feedSeed(configured: string | null, db: Database): Promise<string> {
  return configured === null ? storedSecret(db, FEED_SEED_SECRET) : Promise.resolve(configured);
}
