import * as favourites from '@playline/contract/api/favourites';
import { type Favourites, favouritesSchema } from '@playline/contract/sports';
import { call } from '#app/lib/api-client.ts';

/** Background sync: a failure stays quiet (the device keeps its list and the next login merges again). */
const parse = (data: unknown) => favouritesSchema.parse(data);

/** GET /api/client/favourites: the logged-in player's followed events. */
export function getFavourites(): Promise<Favourites> {
  return call(favourites.getFavourites, {}, { parse, report: false });
}

/** PUT /api/client/favourites: replaces the player's list. */
export function putFavourites(eventIds: number[]): Promise<Favourites> {
  return call(favourites.replaceFavourites, { body: { eventIds } }, { parse, report: false });
}

/** POST /api/client/favourites/merge: unites this device's list with the player's and answers the union. */
export function mergeFavourites(eventIds: number[]): Promise<Favourites> {
  return call(favourites.mergeFavourites, { body: { eventIds } }, { parse, report: false });
}
