import { route } from '../http/route';
import type {
  eventDetailSchema,
  eventIdParamsSchema,
  eventListSchema,
  eventStatisticsSchema,
  eventsQuerySchema,
  highlightsSchema,
  leagueIdParamsSchema,
  leagueListSchema,
  leaguesQuerySchema,
  liveScoresQuerySchema,
  outrightListSchema,
  outrightsQuerySchema,
  providerLaunchSchema,
  providerParamsSchema,
  providerVerifyRequestSchema,
  providerVerifySchema,
  resultsQuerySchema,
  searchQuerySchema,
  searchResultSchema,
  sportDetailSchema,
  sportParamsSchema,
  sportsListSchema,
  standingsSchema,
  virtualBoardSchema,
} from './sports';

/** The sports catalogue (issue 4) and the third-party sportsbook handshake; schemas in `sports.endpoints.ts`. */

export const getSports = route('GET', '/api/sports', {} as { response: typeof sportsListSchema });

export const getEvents = route(
  'GET',
  '/api/sports/events',
  {} as {
    query: typeof eventsQuerySchema;
    response: typeof eventListSchema;
  },
);

export const getEvent = route(
  'GET',
  '/api/sports/events/:eventId',
  {} as {
    params: typeof eventIdParamsSchema;
    response: typeof eventDetailSchema;
  },
);

export const getEventStatistics = route(
  'GET',
  '/api/sports/events/:eventId/statistics',
  {} as {
    params: typeof eventIdParamsSchema;
    response: typeof eventStatisticsSchema;
  },
);

export const getHighlights = route('GET', '/api/sports/highlights', {} as { response: typeof highlightsSchema });

export const getLeagues = route(
  'GET',
  '/api/sports/leagues',
  {} as {
    query: typeof leaguesQuerySchema;
    response: typeof leagueListSchema;
  },
);

export const getStandings = route(
  'GET',
  '/api/sports/leagues/:leagueId/standings',
  {} as {
    params: typeof leagueIdParamsSchema;
    response: typeof standingsSchema;
  },
);

export const searchCatalogue = route(
  'GET',
  '/api/sports/search',
  {} as {
    query: typeof searchQuerySchema;
    response: typeof searchResultSchema;
  },
);

export const getResults = route(
  'GET',
  '/api/sports/results',
  {} as {
    query: typeof resultsQuerySchema;
    response: typeof eventListSchema;
  },
);

export const getLiveScores = route(
  'GET',
  '/api/sports/live-scores',
  {} as {
    query: typeof liveScoresQuerySchema;
    response: typeof eventListSchema;
  },
);

export const getVirtualBoard = route(
  'GET',
  '/api/sports/virtual/:leagueId',
  {} as {
    params: typeof leagueIdParamsSchema;
    response: typeof virtualBoardSchema;
  },
);

export const getSportDetail = route(
  'GET',
  '/api/sports/:sport',
  {} as {
    params: typeof sportParamsSchema;
    response: typeof sportDetailSchema;
  },
);

export const getOutrights = route(
  'GET',
  '/api/sports/:sport/outrights',
  {} as {
    params: typeof sportParamsSchema;
    query: typeof outrightsQuerySchema;
    response: typeof outrightListSchema;
  },
);

export const launchProvider = route(
  'GET',
  '/api/sports/providers/:provider/launch',
  {} as {
    params: typeof providerParamsSchema;
    response: typeof providerLaunchSchema;
  },
);

export const verifyProviderToken = route(
  'POST',
  '/api/sports/providers/verify',
  {} as {
    body: typeof providerVerifyRequestSchema;
    response: typeof providerVerifySchema;
  },
);
