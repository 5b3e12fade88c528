import { errorBodySchema, IDEMPOTENT_REPLAYED_HEADER, idempotencyHeadersSchema } from '@playline/contract';
import {
  betListSchema,
  betsQuerySchema,
  bookingCodeParamsSchema,
  bookingCodeSchema,
  bookingRequestSchema,
  bookingSchema,
  builderPriceRequestSchema,
  builderPriceSchema,
  oddsChangedSchema,
  placeBetsRequestSchema,
  placeBetsResultSchema,
} from '@playline/contract/bets';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { messagesFor } from '../../i18n/translate';
import { errorBody } from '../../lib/error-body';
import { byIp, byUser } from '../../plugins/rate-limits';
import { enforceAccess } from '../../plugins/route-access';
import { createBuilderPriceCache } from './builder/cache';
import { listBets } from './list';
import { createBooking, readBooking } from './placement/booking';
import { type InPlayTiming, inPlayTiming } from './placement/in-play';
import { placeBets } from './placement/place';
import { slipAccess } from './placement/slip-areas';
import { OddsChangedError } from './placement/validate';

const tags = ['bets'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

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
  const noStore = {
    onSend: async (_request: FastifyRequest, reply: FastifyReply) => {
      reply.header('cache-control', 'no-store');
    },
  };

  app.post(
    '/api/client/bets',
    {
      // Stakes real money: a shop's client bets at the shop, not online (decision 020).
      config: { access: { money: 'play' } },
      preValidation: app.requireUser,
      ...noStore,
      schema: {
        tags,
        summary: 'Place a slip: one or more bets, debited in one ledger transaction (Idempotency-Key)',
        headers: idempotencyHeadersSchema,
        body: placeBetsRequestSchema,
        response: {
          201: placeBetsResultSchema,
          ...errors,
          409: z.union([oddsChangedSchema, errorBodySchema]),
          422: errorBodySchema,
        },
      },
    },
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
  );

  app.get(
    '/api/client/bets',
    {
      preValidation: app.requireUser,
      ...noStore,
      schema: {
        tags,
        summary: 'My bets, newest first, by status and placed date',
        querystring: betsQuerySchema,
        response: { 200: betListSchema, ...errors },
      },
    },
    async (request) => listBets(app.db, app.feed, userOf(request).userId, request.query),
  );

  app.post(
    '/api/bets/builder/price',
    {
      // The player's own share first, so one player's refused calls do not use up their address's share.
      onRequest: [app.rateLimit('builderPriceUser', byUser), app.rateLimit('builderPriceIp', byIp)],
      schema: {
        tags,
        summary: 'The combined price of same-event selections (bet builder)',
        body: builderPriceRequestSchema,
        response: { 200: builderPriceSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => builderPrices.price(request.body.outcomeIds, messagesFor(request)),
  );

  app.post(
    '/api/bets/booking',
    {
      onRequest: app.rateLimit('bookingCreateIp', byIp),
      schema: {
        tags,
        summary: 'Save selections under a booking code',
        body: bookingRequestSchema,
        response: { 201: bookingCodeSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createBooking(app.db, app.feed, request.body.selections, app.clock(), messagesFor(request))),
  );

  app.get(
    '/api/bets/booking/:code',
    {
      ...noStore,
      // Lookups are limited too, so nobody can walk the space of codes.
      onRequest: app.rateLimit('bookingReadIp', byIp),
      schema: {
        tags,
        summary: 'The selections of a booking code as they are now',
        params: bookingCodeParamsSchema,
        response: { 200: bookingSchema, 400: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) =>
      readBooking(app.db, app.feed, request.params.code, request.user?.userId ?? null, messagesFor(request)),
  );
};
