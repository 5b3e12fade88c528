import { route } from '../http/route';
import type {
  casinoFavouritesSchema,
  gameParamsSchema,
  lobbyQuerySchema,
  lobbySchema,
  revealedSeedSchema,
  seedParamsSchema,
  tableParamsSchema,
  tableRoundFairnessSchema,
  tableRoundParamsSchema,
  tableStateSchema,
} from './casino';

/** The casino's operations (issue 7); schemas and documentation in `casino.endpoints.ts`. */

// ── catalogue ────────────────────────────────────────────────────────────────────────────────────────────────

export const getLobby = route(
  'GET',
  '/api/casino/lobby',
  {} as {
    query: typeof lobbyQuerySchema;
    response: typeof lobbySchema;
  },
);

export const getFavourites = route(
  'GET',
  '/api/casino/favourites',
  {} as {
    response: typeof casinoFavouritesSchema;
  },
);

export const replaceFavourites = route(
  'PUT',
  '/api/casino/favourites',
  {} as {
    body: typeof casinoFavouritesSchema;
    response: typeof casinoFavouritesSchema;
  },
);

export const mergeFavourites = route(
  'POST',
  '/api/casino/favourites/merge',
  {} as {
    body: typeof casinoFavouritesSchema;
    response: typeof casinoFavouritesSchema;
  },
);

export const addFavourite = route(
  'PUT',
  '/api/casino/favourites/:gameId',
  {} as {
    params: typeof gameParamsSchema;
    response: typeof casinoFavouritesSchema;
  },
);

export const removeFavourite = route(
  'DELETE',
  '/api/casino/favourites/:gameId',
  {} as {
    params: typeof gameParamsSchema;
    response: typeof casinoFavouritesSchema;
  },
);

export const getSeed = route(
  'GET',
  '/api/casino/fairness/seeds/:serverSeedHash',
  {} as {
    params: typeof seedParamsSchema;
    response: typeof revealedSeedSchema;
  },
);

// ── shared live tables ───────────────────────────────────────────────────────────────────────────────────────

export const getTable = route(
  'GET',
  '/api/casino/tables/:tableId',
  {} as {
    params: typeof tableParamsSchema;
    response: typeof tableStateSchema;
  },
);

export const getTableRoundFairness = route(
  'GET',
  '/api/casino/tables/:tableId/rounds/:roundId/fairness',
  {} as {
    params: typeof tableRoundParamsSchema;
    response: typeof tableRoundFairnessSchema;
  },
);

/** Needs an Idempotency-Key header; answers 201. */
