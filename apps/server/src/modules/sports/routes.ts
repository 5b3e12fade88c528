import { errorBodySchema } from '@playline/contract';
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
  resultsQuerySchema,
  searchQuerySchema,
  searchResultSchema,
  sportDetailSchema,
  sportParamsSchema,
  sportsListSchema,
  standingsSchema,
  virtualBoardSchema,
} from '@playline/contract/sports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendAnswer } from './answer';
import { Catalogue } from './catalogue';

const tags = ['sports'];
const errors = { 400: errorBodySchema };
const notFound = { 400: errorBodySchema, 404: errorBodySchema };

/** Seconds a client may reuse an answer: odds drift every step, tables and statistics change only with results. */
const FRESH = { live: 3, prices: 10, catalogue: 30, results: 60, statistics: 300 } as const;

/** The sports catalogue (issue 4): thin handlers over the cached catalogue service. */
export const sportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalogue = new Catalogue(app.feed);
  const read = (maxAge: number) => ({ config: { maxAge } });

  app.get(
    '/api/sports',
    {
      ...read(FRESH.catalogue),
      schema: { tags, summary: 'Sports with event counts', response: { 200: sportsListSchema } },
    },
    async (request, reply) => sendAnswer(request, reply, catalogue.sports()),
  );

  app.get(
    '/api/sports/events',
    {
      ...read(FRESH.prices),
      schema: {
        tags,
        summary: 'Events in start order with their main market; total counts them before the limit',
        querystring: eventsQuerySchema,
        response: { 200: eventListSchema, ...errors },
      },
    },
    async (request, reply) => sendAnswer(request, reply, catalogue.events(request.query)),
  );

  app.get(
    '/api/sports/events/:eventId',
    {
      ...read(FRESH.prices),
      schema: {
        tags,
        summary: 'One event with every market, grouped',
        params: eventIdParamsSchema,
        response: { 200: eventDetailSchema, ...notFound },
      },
    },
    async (request, reply) => sendAnswer(request, reply, catalogue.event(request.params.eventId)),
  );

  app.get(
    '/api/sports/events/:eventId/statistics',
    {
      ...read(FRESH.statistics),
      schema: {
        tags,
        summary: 'Form, head-to-head and the table before the event',
        params: eventIdParamsSchema,
        response: { 200: eventStatisticsSchema, ...notFound },
      },
    },
    async (request, reply) => sendAnswer(request, reply, catalogue.statistics(request.params.eventId)),
  );

  app.get(
    '/api/sports/highlights',
    { ...read(FRESH.prices), schema: { tags, summary: 'The home page picks', response: { 200: highlightsSchema } } },
    async (request, reply) => sendAnswer(request, reply, catalogue.highlights()),
  );

  app.get(
    '/api/sports/leagues',
    {
      ...read(FRESH.catalogue),
      schema: {
        tags,
        summary: 'Leagues by rank (of a sport, popular or not)',
        querystring: leaguesQuerySchema,
        response: { 200: leagueListSchema, ...errors },
      },
    },
    async (request, reply) => sendAnswer(request, reply, catalogue.leagues(request.query)),
  );

  app.get(
    '/api/sports/leagues/:leagueId/standings',
    {
      ...read(FRESH.statistics),
      schema: {
        tags,
        summary: "The league's table this season",
        params: leagueIdParamsSchema,
        response: { 200: standingsSchema, ...notFound },
      },
    },
    async (request, reply) => sendAnswer(request, reply, catalogue.standings(request.params.leagueId)),
  );

  app.get(
    '/api/sports/search',
    {
      ...read(FRESH.catalogue),
      schema: {
        tags,
        summary: 'Leagues and events by team or league name (case and accents ignored)',
        querystring: searchQuerySchema,
        response: { 200: searchResultSchema, ...errors },
      },
    },
    async (request, reply) => sendAnswer(request, reply, catalogue.search(request.query.q)),
  );

  app.get(
    '/api/sports/results',
    {
      ...read(FRESH.results),
      schema: {
        tags,
        summary: 'Finished events with final scores, latest first',
        querystring: resultsQuerySchema,
        response: { 200: eventListSchema, ...errors },
      },
    },
    async (request, reply) => sendAnswer(request, reply, catalogue.results(request.query)),
  );

  app.get(
    '/api/sports/live-scores',
    {
      ...read(FRESH.prices),
      schema: {
        tags,
        summary: 'Events in play with their scoreboards',
        querystring: liveScoresQuerySchema,
        response: { 200: eventListSchema, ...errors },
      },
    },
    async (request, reply) => sendAnswer(request, reply, catalogue.liveScores(request.query)),
  );

  app.get(
    '/api/sports/virtual/:leagueId',
    {
      config: { ...read(FRESH.live).config, access: { areas: ['virtual'] } },
      schema: {
        tags,
        summary: "A virtual league's last, current and next rounds",
        params: leagueIdParamsSchema,
        response: { 200: virtualBoardSchema, ...notFound },
      },
    },
    async (request, reply) => sendAnswer(request, reply, catalogue.virtualBoard(request.params.leagueId)),
  );

  app.get(
    '/api/sports/:sport',
    {
      ...read(FRESH.catalogue),
      schema: {
        tags,
        summary: "A sport's countries and leagues",
        params: sportParamsSchema,
        response: { 200: sportDetailSchema, ...notFound },
      },
    },
    async (request, reply) => sendAnswer(request, reply, catalogue.sport(request.params.sport)),
  );

  app.get(
    '/api/sports/:sport/outrights',
    {
      ...read(FRESH.catalogue),
      schema: {
        tags,
        summary: "Outright markets of the sport's leagues (of one country)",
        params: sportParamsSchema,
        querystring: outrightsQuerySchema,
        response: { 200: outrightListSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendAnswer(request, reply, catalogue.outrights(request.params.sport, request.query.country)),
  );
};
