import { errorBodySchema, IDEMPOTENT_REPLAYED_HEADER, idempotencyHeadersSchema } from '@playline/contract';
import { oddsChangedSchema } from '@playline/contract/bets';
import { betsEndpoints as endpoints } from '@playline/contract/endpoints/bets';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { messagesFor } from '#app/i18n/translate.ts';
import { errorBody } from '#app/lib/error-body.ts';
import { serve } from '#app/lib/serve.ts';
import { byIp, byUser } from '#app/plugins/rate-limits.ts';
import { enforceAccess } from '#app/plugins/route-access.ts';
import { createBuilderPriceCache } from './builder/cache';
import { listBets } from './list';
import { createBooking, readBooking } from './placement/booking';
import { type InPlayTiming, inPlayTiming } from './placement/in-play';
import { placeBets } from './placement/place';
import { shareBet } from './placement/share';
import { slipAccess } from './placement/slip-areas';
import { OddsChangedError } from './placement/validate';
import { extendRouteSchema } from './shared/route-schema';

function userOf(request: FastifyRequest) {
  if (!request.user) throw new Error('requireUser did not run');
  return request.user;
}

export interface BetsRoutesOptions {
  /** How the in-play delay is waited out (tests script it); the real clock and the contract's seconds otherwise. */
  inPlay?: InPlayTiming;
}

/** Bets (issue 5): placement and my bets for players; bet-builder prices and booking codes for everyone. */
export const betsRoutes: FastifyPluginAsyncZod<BetsRoutesOptions> = async (app, options) => {
  const inPlay = options.inPlay ?? inPlayTiming;
  const builderPrices = createBuilderPriceCache(app.feed);
  /** Players' answers and booking codes are never cached; builder prices change with every drift step anyway. */
  const noStore = async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
  };

  extendRouteSchema(app, endpoints.placeBets, {
    headers: idempotencyHeadersSchema,
    response: { 409: z.union([oddsChangedSchema, errorBodySchema]) },
  });
  serve(
    app,
    endpoints.placeBets,
    async (request, reply) => {
      const messages = messagesFor(request);
      for (const access of slipAccess(app.feed, request.body)) enforceAccess(request, access);
      try {
        const outcome = await placeBets(
          { ledger: app.ledger, db: app.db, feed: app.feed, inPlay },
          {
            user: userOf(request),
            body: request.body,
            idempotencyKey: String(request.headers['idempotency-key']),
            messages,
          },
        );
        if (outcome.replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
        return reply.code(201).send(outcome.result);
      } catch (error) {
        if (!(error instanceof OddsChangedError)) throw error;
        return reply.code(409).send({
          ...errorBody(409, error.explanation ?? messages.t('bets.oddsChanged')),
          statusCode: 409 as const,
          code: 'odds_changed' as const,
          changes: error.changes,
          ...(error.builderOdds === undefined ? {} : { builderOdds: error.builderOdds }),
          ...(error.reason === undefined ? {} : { reason: error.reason }),
        });
      }
    },
    // Stakes real money: a shop's client bets at the shop, not online (decision 020).
    { config: { access: { money: 'play' } }, onSend: noStore },
  );

  serve(app, endpoints.getBets, (request) => listBets(app.db, app.feed, userOf(request).userId, request.query), {
    onSend: noStore,
  });

  const builderPriceUser = app.rateLimit('builderPriceUser', byUser);
  const builderPriceIp = app.rateLimit('builderPriceIp', byIp);
  serve(
    app,
    endpoints.priceBuilderBet,
    (request) => builderPrices.price(request.body.outcomeIds, messagesFor(request)),
    {
      // The player's own share first, so one player's refused calls do not use up their address's share. One hook
      // running both in turn (`serve` takes one onRequest), as the route's list of two did.
      onRequest: async (request) => {
        await builderPriceUser(request);
        await builderPriceIp(request);
      },
    },
  );

  serve(
    app,
    endpoints.createBooking,
    async (request, reply) =>
      reply
        .code(201)
        .send(await createBooking(app.db, app.feed, request.body.selections, app.clock(), messagesFor(request))),
    { onRequest: app.rateLimit('bookingCreateIp', byIp) },
  );

  serve(
    app,
    endpoints.getBooking,
    (request) => readBooking(app.db, app.feed, request.params.code, request.user?.userId ?? null, messagesFor(request)),
    // Lookups are limited too, so nobody can walk the space of codes.
    { onSend: noStore, onRequest: app.rateLimit('bookingReadIp', byIp) },
  );

  serve(
    app,
    endpoints.shareBet,
    async (request, reply) =>
      reply
        .code(201)
        .send(await shareBet(app.db, userOf(request).userId, request.params.betId, app.clock(), messagesFor(request))),
    { onSend: noStore, onRequest: app.rateLimit('bookingCreateIp', byIp) },
  );
};
