import { useEffect } from 'react';
import { favourites } from '#app/entities/favourites/favourites.ts';
import { getFavourites, mergeFavourites, putFavourites } from '../api/favourites';

/** Changes made in quick succession (several stars) go to the server as one list. */
const SAVE_DELAY_MS = 400;

/**
 * The merged list with what the player changed on this device while the merge was under way: stars added since
 * are kept, stars removed since stay removed.
 */
function withChangesSince(merged: number[], sent: number[], now: number[]): number[] {
  const added = now.filter((id) => !sent.includes(id));
  const removed = new Set(sent.filter((id) => !now.includes(id)));
  return [...new Set([...merged, ...added])].filter((id) => !removed.has(id));
}

/**
 * Keeps a logged-in player's favourites on the server: once per login it merges this device's `fav_s` into the
 * player's list and takes the union (or just reads the list when the device has none), then saves every change. Until the merge succeeds nothing is saved, so a
 * failed merge can never overwrite the server's list with a partial one; a change made while it is under way is
 * applied to its answer and saved.
 */
export function FavouritesSync() {
  useEffect(() => {
    let active = true;
    let merged = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void putFavourites(favourites.getState().eventIds).catch(() => {}), SAVE_DELAY_MS);
    };
    const sent = favourites.getState().eventIds;
    // Nothing on this device to unite: reading the player's list is enough (and changes nothing on the server).
    (sent.length === 0 ? getFavourites() : mergeFavourites(sent))
      .then(({ eventIds }) => {
        if (!active) return;
        const now = favourites.getState().eventIds;
        const combined = withChangesSince(eventIds, sent, now);
        favourites.getState().replace(combined);
        merged = true;
        if (now !== sent) save();
      })
      .catch(() => {});
    const unsubscribe = favourites.subscribe((state, previous) => {
      if (merged && state.eventIds !== previous.eventIds) save();
    });
    return () => {
      active = false;
      unsubscribe();
      clearTimeout(timer);
    };
  }, []);
  return null;
}
