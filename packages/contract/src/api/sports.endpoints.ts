import { endpoint } from '../http/endpoint';
import {
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
import * as routes from './sports.routes';

/** Public reads: anyone may call them (the brand's areas still apply, see `config.access` on the server). */
const common = { tags: ['sports'], auth: 'none' } as const;

export const sportsEndpoints = {
  getSports: endpoint(routes.getSports, {
    ...common,
    summary: 'Sports with event counts',
    response: sportsListSchema,
  }),
  getEvents: endpoint(routes.getEvents, {
    ...common,
    summary: 'Events in start order with their main market; total counts them before the limit',
    query: eventsQuerySchema,
    response: eventListSchema,
  }),
  getEvent: endpoint(routes.getEvent, {
    ...common,
    summary: 'One event with every market, grouped',
    params: eventIdParamsSchema,
    response: eventDetailSchema,
    errors: [404],
  }),
  getEventStatistics: endpoint(routes.getEventStatistics, {
    ...common,
    summary: 'Form, head-to-head and the table before the event',
    params: eventIdParamsSchema,
    response: eventStatisticsSchema,
    errors: [404],
  }),
  getHighlights: endpoint(routes.getHighlights, {
    ...common,
    summary: 'The home page picks',
    response: highlightsSchema,
  }),
  getLeagues: endpoint(routes.getLeagues, {
    ...common,
    summary: 'Leagues by rank (of a sport, popular or not)',
    query: leaguesQuerySchema,
    response: leagueListSchema,
  }),
  getStandings: endpoint(routes.getStandings, {
    ...common,
    summary: "The league's table this season",
    params: leagueIdParamsSchema,
    response: standingsSchema,
    errors: [404],
  }),
  searchCatalogue: endpoint(routes.searchCatalogue, {
    ...common,
    summary: 'Leagues and events by team or league name (case and accents ignored)',
    query: searchQuerySchema,
    response: searchResultSchema,
  }),
  getResults: endpoint(routes.getResults, {
    ...common,
    summary: 'Finished events with final scores, latest first',
    query: resultsQuerySchema,
    response: eventListSchema,
  }),
  getLiveScores: endpoint(routes.getLiveScores, {
    ...common,
    summary: 'Events in play with their scoreboards',
    query: liveScoresQuerySchema,
    response: eventListSchema,
  }),
  getVirtualBoard: endpoint(routes.getVirtualBoard, {
    ...common,
    summary: "A virtual league's last, current and next rounds",
    params: leagueIdParamsSchema,
    response: virtualBoardSchema,
    errors: [404],
  }),
  getSportDetail: endpoint(routes.getSportDetail, {
    ...common,
    summary: "A sport's countries and leagues",
    params: sportParamsSchema,
    response: sportDetailSchema,
    errors: [404],
  }),
  getOutrights: endpoint(routes.getOutrights, {
    ...common,
    summary: "Outright markets of the sport's leagues (of one country)",
    params: sportParamsSchema,
    query: outrightsQuerySchema,
    response: outrightListSchema,
  }),
  launchProvider: endpoint(routes.launchProvider, {
    ...common,
    summary: 'The frame URL of a third-party sportsbook and a short-lived token for its handshake',
    params: providerParamsSchema,
    response: providerLaunchSchema,
  }),
  verifyProviderToken: endpoint(routes.verifyProviderToken, {
    ...common,
    summary: 'Check a handshake token: signed by us, for this brand and not expired',
    body: providerVerifyRequestSchema,
    response: providerVerifySchema,
    errors: [403],
  }),
};
