import { endpoint } from '../http/endpoint';
import * as routes from './favourites.routes';
import { favouritesSchema } from './sports';

const common = { tags: ['favourites'], auth: 'session', errors: [400, 403] } as const;

export const favouritesEndpoints = {
  getFavourites: endpoint(routes.getFavourites, {
    ...common,
    summary: 'Favourite event ids',
    response: favouritesSchema,
  }),
  replaceFavourites: endpoint(routes.replaceFavourites, {
    ...common,
    summary: 'Replace the favourites (ids the feed never produced are ignored)',
    body: favouritesSchema,
    response: favouritesSchema,
  }),
  mergeFavourites: endpoint(routes.mergeFavourites, {
    ...common,
    summary: "Unite the visitor's favourites with the stored ones (at login); answers the union",
    body: favouritesSchema,
    response: favouritesSchema,
  }),
};
