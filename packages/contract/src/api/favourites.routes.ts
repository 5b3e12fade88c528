import { route } from '../http/route';
import type { favouritesSchema } from './sports';

/** A player's favourite events (issue 4); schemas and documentation in `favourites.endpoints.ts`. */

export const getFavourites = route(
  'GET',
  '/api/client/favourites',
  {} as {
    response: typeof favouritesSchema;
  },
);

export const replaceFavourites = route(
  'PUT',
  '/api/client/favourites',
  {} as {
    body: typeof favouritesSchema;
    response: typeof favouritesSchema;
  },
);

/** At login: this device's list united with the stored one; answers the union. */
export const mergeFavourites = route(
  'POST',
  '/api/client/favourites/merge',
  {} as {
    body: typeof favouritesSchema;
    response: typeof favouritesSchema;
  },
);
