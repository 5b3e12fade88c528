import { CASINO_RECENT_MAX } from '@playline/contract/casino';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { Database } from '#app/db/client.ts';
import { casinoRecent } from '#app/db/schema.ts';

/** The player's recently launched game ids, latest first. */
export async function recentGameIds(db: Database, userId: number): Promise<string[]> {
  const rows = await db
    .select({ gameId: casinoRecent.gameId })
    .from(casinoRecent)
    .where(eq(casinoRecent.userId, userId))
    .orderBy(desc(casinoRecent.playedAt), desc(casinoRecent.gameId))
    .limit(CASINO_RECENT_MAX);
  return rows.map((row) => row.gameId);
}

/**
 * Notes a launch (the launch code calls it): one row per game with its latest launch, and only the newest
 * CASINO_RECENT_MAX rows of the player are kept.
 */
export async function recordRecent(db: Database, userId: number, gameId: string, now: Date): Promise<void> {
  await db
    .insert(casinoRecent)
    .values({ userId, gameId, playedAt: now })
    .onConflictDoUpdate({ target: [casinoRecent.userId, casinoRecent.gameId], set: { playedAt: now } });
  const kept = await recentGameIds(db, userId);
  if (kept.length < CASINO_RECENT_MAX) return;
  await db.delete(casinoRecent).where(and(eq(casinoRecent.userId, userId), notInArray(casinoRecent.gameId, kept)));
}
