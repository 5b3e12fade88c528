import { FAVOURITES_MAX, type Favourites } from '@playline/contract/sports';
import type { Database } from '#app/db/client.ts';
import type { TransactionRunner } from '../ledger/ledger';
import type { FeedAdapter } from '../sports/feed/adapter';
import { addFavourites, favouriteIds, removeFavourites } from './repository';

export interface FavouritesDeps {
  db: Database;
  transaction: TransactionRunner;
  feed: FeedAdapter;
  now: Date;
}

/** Ids the feed produced, each once, in the order given: anything else cannot be shown and is dropped. */
function knownEvents(feed: FeedAdapter, eventIds: number[]): number[] {
  return [...new Set(eventIds)].filter((id) => feed.event(id) !== undefined);
}

export async function listFavourites(db: Database, userId: number): Promise<Favourites> {
  return { eventIds: await favouriteIds(db, userId) };
}

/** PUT: the stored list becomes the given one; favourites kept from before keep their place in the order. */
export async function replaceFavourites(deps: FavouritesDeps, userId: number, eventIds: number[]): Promise<Favourites> {
  const wanted = knownEvents(deps.feed, eventIds).slice(0, FAVOURITES_MAX);
  return deps.transaction(async (tx) => {
    const stored = await favouriteIds(tx, userId);
    const wantedSet = new Set(wanted);
    const storedSet = new Set(stored);
    await removeFavourites(
      tx,
      userId,
      stored.filter((id) => !wantedSet.has(id)),
    );
    await addFavourites(
      tx,
      userId,
      wanted.filter((id) => !storedSet.has(id)),
      deps.now,
    );
    return { eventIds: await favouriteIds(tx, userId) };
  });
}

/**
 * POST merge (at login): the union of the stored list and the visitor's `fav_s`. The stored favourites come first;
 * when the union exceeds FAVOURITES_MAX, the merged ones that do not fit are left out rather than failing a login.
 */
export async function mergeFavourites(deps: FavouritesDeps, userId: number, eventIds: number[]): Promise<Favourites> {
  const offered = knownEvents(deps.feed, eventIds);
  return deps.transaction(async (tx) => {
    const stored = await favouriteIds(tx, userId);
    const storedSet = new Set(stored);
    const room = Math.max(0, FAVOURITES_MAX - stored.length);
    const added = offered.filter((id) => !storedSet.has(id)).slice(0, room);
    await addFavourites(tx, userId, added, deps.now);
    return { eventIds: await favouriteIds(tx, userId) };
  });
}
