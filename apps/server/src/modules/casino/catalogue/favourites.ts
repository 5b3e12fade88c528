import { CASINO_FAVOURITES_MAX, type CasinoFavourites } from '@playline/contract/casino';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '#app/db/client.ts';
import { casinoFavourites } from '#app/db/schema.ts';
import type { Messages } from '#app/i18n/translate.ts';
import { HttpError } from '#app/lib/http-error.ts';
import type { TransactionRunner } from '#app/modules/ledger/ledger.ts';
import type { CasinoCatalogue } from './catalogue';

export interface FavouriteDeps {
  db: Database;
  transaction: TransactionRunner;
  catalogue: CasinoCatalogue;
  now: Date;
  messages: Messages;
}

/** The player's favourite games, the latest added first. */
async function storedIds(db: Database, userId: number): Promise<string[]> {
  const rows = await db
    .select({ gameId: casinoFavourites.gameId })
    .from(casinoFavourites)
    .where(eq(casinoFavourites.userId, userId))
    .orderBy(desc(casinoFavourites.createdAt), asc(casinoFavourites.gameId));
  return rows.map((row) => row.gameId);
}

/**
 * Adds games in the given order: each one a millisecond older than the one before, so the newest-first list shows
 * them as given. An existing pair keeps its date (a concurrent add is no error).
 */
async function add(db: Database, userId: number, gameIds: string[], now: Date): Promise<void> {
  if (gameIds.length === 0) return;
  await db
    .insert(casinoFavourites)
    .values(gameIds.map((gameId, index) => ({ userId, gameId, createdAt: new Date(now.getTime() - index) })))
    .onConflictDoNothing();
}

/** Ids the catalogue knows, each once, in the order given; anything else cannot be shown and is dropped. */
const knownGames = (catalogue: CasinoCatalogue, gameIds: readonly string[]) =>
  [...new Set(gameIds)].filter((id) => catalogue.byId(id) !== undefined);

export async function listFavourites(db: Database, userId: number): Promise<CasinoFavourites> {
  return { gameIds: await storedIds(db, userId) };
}

/** PUT: the stored list becomes the given one (unknown games dropped). */
export async function replaceFavourites(deps: FavouriteDeps, userId: number, gameIds: string[]) {
  const wanted = knownGames(deps.catalogue, gameIds);
  return deps.transaction(async (tx) => {
    await tx.delete(casinoFavourites).where(eq(casinoFavourites.userId, userId));
    await add(tx, userId, wanted, deps.now);
    return { gameIds: await storedIds(tx, userId) };
  });
}

/** PUT one: 404 for a game the catalogue does not have, 409 once the list is full; adding twice is harmless. */
export async function addFavourite(deps: FavouriteDeps, userId: number, gameId: string) {
  if (!deps.catalogue.byId(gameId)) throw new HttpError(404, deps.messages.t('casino.gameNotFound'));
  return deps.transaction(async (tx) => {
    const stored = await storedIds(tx, userId);
    if (!stored.includes(gameId) && stored.length >= CASINO_FAVOURITES_MAX)
      throw new HttpError(409, `You can keep at most ${CASINO_FAVOURITES_MAX} favourite games; remove one first.`);
    await add(tx, userId, [gameId], deps.now);
    return { gameIds: await storedIds(tx, userId) };
  });
}

/** DELETE one: 404 for an unknown game; removing a game that is not a favourite changes nothing. */
export async function removeFavourite(deps: FavouriteDeps, userId: number, gameId: string) {
  if (!deps.catalogue.byId(gameId)) throw new HttpError(404, deps.messages.t('casino.gameNotFound'));
  await deps.db
    .delete(casinoFavourites)
    .where(and(eq(casinoFavourites.userId, userId), inArray(casinoFavourites.gameId, [gameId])));
  return listFavourites(deps.db, userId);
}

/**
 * POST merge (at login): the union of the stored list and the visitor's `fav_c`. Stored favourites stay; offered
 * ones that do not fit under the cap are left out rather than failing a login.
 */
export async function mergeFavourites(deps: FavouriteDeps, userId: number, gameIds: string[]) {
  const offered = knownGames(deps.catalogue, gameIds);
  return deps.transaction(async (tx) => {
    const stored = new Set(await storedIds(tx, userId));
    const room = Math.max(0, CASINO_FAVOURITES_MAX - stored.size);
    await add(tx, userId, offered.filter((id) => !stored.has(id)).slice(0, room), deps.now);
    return { gameIds: await storedIds(tx, userId) };
  });
}
