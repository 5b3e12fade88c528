import { route } from '../http/route';
import type {
  casinoFavouritesSchema,
  casinoGameSchema,
  categoriesSchema,
  gameParamsSchema,
  gameSessionSchema,
  gamesPageSchema,
  gamesQuerySchema,
  launchRequestSchema,
  launchResultSchema,
  lobbyQuerySchema,
  lobbySchema,
  playRoundRequestSchema,
  recentGamesSchema,
  revealedSeedSchema,
  rotateSeedsRequestSchema,
  rotateSeedsResultSchema,
  roundActionRequestSchema,
  roundParamsSchema,
  roundResultSchema,
  seedParamsSchema,
  sessionQuerySchema,
  tableBetRequestSchema,
  tableBetResultSchema,
  tableDecisionRequestSchema,
  tableDecisionResultSchema,
  tableParamsSchema,
  tableRoundFairnessSchema,
  tableRoundParamsSchema,
  tableStateSchema,
  thumbnailParamsSchema,
  vendorsQuerySchema,
  vendorsSchema,
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

export const getCategories = route(
  'GET',
  '/api/casino/categories',
  {} as {
    query: typeof lobbyQuerySchema;
    response: typeof categoriesSchema;
  },
);

export const getGames = route(
  'GET',
  '/api/casino/games',
  {} as {
    query: typeof gamesQuerySchema;
    response: typeof gamesPageSchema;
  },
);

export const getGame = route(
  'GET',
  '/api/casino/games/:gameId',
  {} as {
    params: typeof gameParamsSchema;
    response: typeof casinoGameSchema;
  },
);

export const getVendors = route(
  'GET',
  '/api/casino/vendors',
  {} as {
    query: typeof vendorsQuerySchema;
    response: typeof vendorsSchema;
  },
);

/** An SVG picture, not JSON: pages load it by the URL the catalogue gives, never through the API client. */
export const getThumbnail = route(
  'GET',
  '/api/casino/thumbnails/:file',
  {} as {
    params: typeof thumbnailParamsSchema;
  },
);

// ── a player's favourites and recently played games ──────────────────────────────────────────────────────────

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

export const getRecentGames = route(
  'GET',
  '/api/casino/recent',
  {} as {
    response: typeof recentGamesSchema;
  },
);

// ── game sessions and rounds (the frame's calls, authorised by the session token) ────────────────────────────

export const launchGame = route(
  'POST',
  '/api/casino/launch',
  {} as {
    body: typeof launchRequestSchema;
    response: typeof launchResultSchema;
  },
);

export const getGameSession = route(
  'GET',
  '/api/casino/session',
  {} as {
    query: typeof sessionQuerySchema;
    response: typeof gameSessionSchema;
  },
);

/** Needs an Idempotency-Key header. */
export const playRound = route(
  'POST',
  '/api/casino/rounds',
  {} as {
    body: typeof playRoundRequestSchema;
    response: typeof roundResultSchema;
  },
);

/** Needs an Idempotency-Key header. */
export const actOnRound = route(
  'POST',
  '/api/casino/rounds/:roundId/actions',
  {} as {
    params: typeof roundParamsSchema;
    body: typeof roundActionRequestSchema;
    response: typeof roundResultSchema;
  },
);

// ── provably fair play ───────────────────────────────────────────────────────────────────────────────────────

export const rotateSeeds = route(
  'POST',
  '/api/casino/fairness/rotate',
  {} as {
    body: typeof rotateSeedsRequestSchema;
    response: typeof rotateSeedsResultSchema;
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
export const placeTableBet = route(
  'POST',
  '/api/casino/tables/:tableId/bets',
  {} as {
    params: typeof tableParamsSchema;
    body: typeof tableBetRequestSchema;
    response: typeof tableBetResultSchema;
  },
);

export const decideTableHand = route(
  'POST',
  '/api/casino/tables/:tableId/decisions',
  {} as {
    params: typeof tableParamsSchema;
    body: typeof tableDecisionRequestSchema;
    response: typeof tableDecisionResultSchema;
  },
);
