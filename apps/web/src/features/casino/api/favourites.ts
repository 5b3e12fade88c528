import * as casino from '@playline/contract/api/casino';
import type { CasinoFavourites } from '@playline/contract/casino';
import { queryOptions } from '@tanstack/react-query';
import { call } from '#app/lib/api-client.ts';
import { casinoKeys } from './keys';

/** GET /api/casino/favourites: the logged-in player's favourite games, the latest added first. */
export function getCasinoFavourites(signal?: AbortSignal): Promise<CasinoFavourites> {
  return call(casino.getFavourites, {}, { signal });
}

/** PUT /api/casino/favourites/:gameId: adds one game; answers the whole list. */
export function addCasinoFavourite(gameId: string): Promise<CasinoFavourites> {
  return call(casino.addFavourite, { params: { gameId } });
}

/** DELETE /api/casino/favourites/:gameId: removes one game; answers the whole list. */
export function removeCasinoFavourite(gameId: string): Promise<CasinoFavourites> {
  return call(casino.removeFavourite, { params: { gameId } });
}

/** POST /api/casino/favourites/merge: unites a visitor's list (fav_c) with the player's and answers the union. */
export function mergeCasinoFavourites(gameIds: readonly string[]): Promise<CasinoFavourites> {
  return call(casino.mergeFavourites, { body: { gameIds: [...gameIds] } }, { report: false });
}

export function casinoFavouritesQueryOptions() {
  return queryOptions({ queryKey: casinoKeys.favourites, queryFn: ({ signal }) => getCasinoFavourites(signal) });
}
