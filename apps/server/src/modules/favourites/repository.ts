import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '#app/db/client.ts';
import { favourites } from '#app/db/schema.ts';

/** The player's favourite event ids, oldest first. */
export async function favouriteIds(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ eventId: favourites.eventId })
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(asc(favourites.createdAt), asc(favourites.eventId));
  return rows.map((row) => row.eventId);
}

/** Adds favourites; a pair that already exists keeps its first `created_at` (and a concurrent add is no error). */
export async function addFavourites(db: Database, userId: number, eventIds: number[], now: Date): Promise<void> {
  if (eventIds.length === 0) return;
  await db
    .insert(favourites)
    .values(eventIds.map((eventId) => ({ userId, eventId, createdAt: now })))
    .onConflictDoNothing();
}

export async function removeFavourites(db: Database, userId: number, eventIds: number[]): Promise<void> {
  if (eventIds.length === 0) return;
  await db.delete(favourites).where(and(eq(favourites.userId, userId), inArray(favourites.eventId, eventIds)));
}
