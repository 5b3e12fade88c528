import { route } from '../http/route';
import type {
  casinoGameSchema,
  categoriesSchema,
  gameParamsSchema,
  gamesPageSchema,
  gamesQuerySchema,
  launchRequestSchema,
  launchResultSchema,
  lobbyQuerySchema,
  recentGamesSchema,
  thumbnailParamsSchema,
  vendorsQuerySchema,
  vendorsSchema,
} from './casino';

/**
 * The catalogue's and the launch's operations, apart from the lobby and favourites (which the first load's shell
 * uses), so a page takes only the routes it calls. Schemas in `casino.endpoints.ts`.
 */

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

/** Needs an Idempotency-Key header. */

/** Needs an Idempotency-Key header. */
