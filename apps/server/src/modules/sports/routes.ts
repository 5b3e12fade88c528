import { sportsEndpoints as endpoints } from '@playline/contract/endpoints/sports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '#app/lib/serve.ts';
import { sendAnswer } from './answer';
import { Catalogue } from './catalogue';

/** Seconds a client may reuse an answer: odds drift every step, tables and statistics change only with results. */
const FRESH = { live: 3, prices: 10, catalogue: 30, results: 60, statistics: 300 } as const;

/** The sports catalogue (issue 4): thin handlers over the cached catalogue service. */
export const sportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalogue = new Catalogue(app.feed);
  const read = (maxAge: number) => ({ config: { maxAge } });

  serve(
    app,
    endpoints.getSports,
    (request, reply) => sendAnswer(request, reply, catalogue.sports()),
    read(FRESH.catalogue),
  );

  serve(
    app,
    endpoints.getEvents,
    (request, reply) => sendAnswer(request, reply, catalogue.events(request.query)),
    read(FRESH.prices),
  );

  serve(
    app,
    endpoints.getEvent,
    (request, reply) => sendAnswer(request, reply, catalogue.event(request.params.eventId)),
    read(FRESH.prices),
  );

  serve(
    app,
    endpoints.getEventStatistics,
    (request, reply) => sendAnswer(request, reply, catalogue.statistics(request.params.eventId)),
    read(FRESH.statistics),
  );

  serve(
    app,
    endpoints.getHighlights,
    (request, reply) => sendAnswer(request, reply, catalogue.highlights(request.site.sportsFocus)),
    read(FRESH.prices),
  );

  serve(
    app,
    endpoints.getLeagues,
    (request, reply) => sendAnswer(request, reply, catalogue.leagues(request.query, request.site.sportsFocus)),
    read(FRESH.catalogue),
  );

  serve(
    app,
    endpoints.getStandings,
    (request, reply) => sendAnswer(request, reply, catalogue.standings(request.params.leagueId)),
    read(FRESH.statistics),
  );

  serve(
    app,
    endpoints.searchCatalogue,
    (request, reply) => sendAnswer(request, reply, catalogue.search(request.query.q)),
    read(FRESH.catalogue),
  );

  serve(
    app,
    endpoints.getResults,
    (request, reply) => sendAnswer(request, reply, catalogue.results(request.query)),
    read(FRESH.results),
  );

  serve(
    app,
    endpoints.getLiveScores,
    (request, reply) => sendAnswer(request, reply, catalogue.liveScores(request.query)),
    read(FRESH.prices),
  );

  serve(
    app,
    endpoints.getVirtualBoard,
    (request, reply) => sendAnswer(request, reply, catalogue.virtualBoard(request.params.leagueId)),
    { config: { ...read(FRESH.live).config, access: { areas: ['virtual'] } } },
  );

  serve(
    app,
    endpoints.getSportDetail,
    (request, reply) => sendAnswer(request, reply, catalogue.sport(request.params.sport, request.site.sportsFocus)),
    read(FRESH.catalogue),
  );

  serve(
    app,
    endpoints.getOutrights,
    (request, reply) =>
      sendAnswer(
        request,
        reply,
        catalogue.outrights(request.params.sport, request.query.country, request.site.sportsFocus),
      ),
    read(FRESH.catalogue),
  );
};
