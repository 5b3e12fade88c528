import { useEffect } from 'react';
import { favourites } from '../../../lib/favourites';
import { mergeFavourites, putFavourites } from '../api/favourites';

/** Changes made in quick succession (several stars) go to the server as one list. */
const SAVE_DELAY_MS = 400;

/**
 * Keeps a logged-in player's favourites on the server: once per login it merges this device's `fav_s` into the
 * player's list and takes the union, then saves every change. Until the merge succeeds nothing is saved, so a
 * failed merge can never overwrite the server's list with a partial one.
 */
export function FavouritesSync() {
  useEffect(() => {
    let active = true;
    let merged = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    mergeFavourites(favourites.getState().eventIds)
      .then(({ eventIds }) => {
        if (!active) return;
        favourites.getState().replace(eventIds);
        merged = true;
      })
      .catch(() => {});
    const unsubscribe = favourites.subscribe((state, previous) => {
      if (!merged || state.eventIds === previous.eventIds) return;
      clearTimeout(timer);
      timer = setTimeout(() => void putFavourites(favourites.getState().eventIds).catch(() => {}), SAVE_DELAY_MS);
    });
    return () => {
      active = false;
      unsubscribe();
      clearTimeout(timer);
    };
  }, []);
  return null;
}
