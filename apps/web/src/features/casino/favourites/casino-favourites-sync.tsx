import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { mergeCasinoFavourites } from '../api/favourites';
import { casinoKeys } from '../api/keys';
import { visitorFavourites } from './visitor-favourites';

/**
 * At login, hands the hearts set on this device as a visitor (`fav_c`) to the player's list on the server: one
 * merge, its union put in the cache, and the local list forgotten only once the server holds it (a failed merge
 * keeps it for the next login). The shell mounts it once per login; with nothing stored it makes no call.
 */
export function CasinoFavouritesSync() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const sent = visitorFavourites.getState().gameIds;
    if (sent.length === 0) return;
    let active = true;
    mergeCasinoFavourites(sent)
      .then((merged) => {
        visitorFavourites.getState().clear();
        if (active) queryClient.setQueryData(casinoKeys.favourites, merged);
      })
      .catch(() => {});
    return () => {
      active = false;
    };
  }, [queryClient]);
  return null;
}
