import type { CasinoFavourites } from '@playline/contract/casino';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { casinoKeys } from './keys';

/** GET /api/casino/favourites: the logged-in player's favourite games, the latest added first. */
export function getCasinoFavourites(): Promise<CasinoFavourites> {
  return api.get<CasinoFavourites>('/casino/favourites');
}

/** PUT /api/casino/favourites/:gameId: adds one game; answers the whole list. */
export function addCasinoFavourite(gameId: string): Promise<CasinoFavourites> {
  return api.put<CasinoFavourites>(`/casino/favourites/${encodeURIComponent(gameId)}`, undefined);
}

/** DELETE /api/casino/favourites/:gameId: removes one game; answers the whole list. */
export function removeCasinoFavourite(gameId: string): Promise<CasinoFavourites> {
  return api.delete<CasinoFavourites>(`/casino/favourites/${encodeURIComponent(gameId)}`);
}

/** POST /api/casino/favourites/merge: unites a visitor's list (fav_c) with the player's and answers the union. */
export function mergeCasinoFavourites(gameIds: readonly string[]): Promise<CasinoFavourites> {
  return api.post<CasinoFavourites>('/casino/favourites/merge', { gameIds }, { report: false });
}

export function casinoFavouritesQueryOptions() {
  return queryOptions({ queryKey: casinoKeys.favourites, queryFn: getCasinoFavourites });
}
