import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '#app/db/client.ts';
import { casinoSeeds } from '#app/db/schema.ts';
import { newClientSeed, newServerSeed, seedHash } from '../engines/fair-rng';

export type SeedRow = typeof casinoSeeds.$inferSelect;

const activeOf = (sessionId: number) => and(eq(casinoSeeds.sessionId, sessionId), isNull(casinoSeeds.revealedAt));

/** Starts a seed pair for the session: a fresh server seed from node:crypto, the client seed given or random. */
export async function insertSeed(db: Database, sessionId: number, now: Date, clientSeed = newClientSeed()) {
  const serverSeed = newServerSeed();
  const [row] = await db
    .insert(casinoSeeds)
    .values({ sessionId, serverSeed, serverSeedHash: seedHash(serverSeed), clientSeed, createdAt: now })
    // Two first requests of a session at once: the one active pair (its partial unique index) is kept.
    .onConflictDoNothing()
    .returning();
  return row;
}

/** The session's active pair; `lock` holds it for the transaction (a rotation and a round go one at a time). */
export async function activeSeed(db: Database, sessionId: number, lock = false): Promise<SeedRow | undefined> {
  const query = db.select().from(casinoSeeds).where(activeOf(sessionId)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The session's active pair, started if it has none. */
export async function ensureActiveSeed(db: Database, sessionId: number, now: Date): Promise<SeedRow> {
  const found = (await activeSeed(db, sessionId)) ?? (await insertSeed(db, sessionId, now));
  const row = found ?? (await activeSeed(db, sessionId));
  if (!row) throw new Error(`session ${sessionId} has no seed pair`);
  return row;
}

/** Takes the pair's next nonce for a round (inside the round's transaction: a refused round gives it back). */
export async function takeNonce(db: Database, seedId: number): Promise<{ row: SeedRow; nonce: number } | null> {
  const [row] = await db
    .update(casinoSeeds)
    .set({ nonce: sql`${casinoSeeds.nonce} + 1` })
    .where(and(eq(casinoSeeds.id, seedId), isNull(casinoSeeds.revealedAt)))
    .returning();
  return row ? { row, nonce: row.nonce - 1 } : null;
}

export async function markRevealed(db: Database, seedId: number, now: Date): Promise<void> {
  await db.update(casinoSeeds).set({ revealedAt: now }).where(eq(casinoSeeds.id, seedId));
}

export async function seedByHash(db: Database, serverSeedHash: string): Promise<SeedRow | undefined> {
  const [row] = await db.select().from(casinoSeeds).where(eq(casinoSeeds.serverSeedHash, serverSeedHash)).limit(1);
  return row;
}
