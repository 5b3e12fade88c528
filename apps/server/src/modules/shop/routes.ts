import {
  errorBodySchema,
  IDEMPOTENT_REPLAYED_HEADER,
  idempotencyHeadersSchema,
  type ShopCashKind,
  shopCashRequestSchema,
  shopCashResultSchema,
  shopCashSummaryQuerySchema,
  shopCashSummarySchema,
  shopClientChangeBodySchema,
  shopClientChangeResponseSchema,
  shopClientFilterBodySchema,
  shopClientsSchema,
} from '@playline/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messagesFor } from '../../i18n/translate';
import { moveCash } from './cash-desk';
import { cashSummary, dayOf } from './cash-summary';
import { changeClient, searchClients, shopOperator } from './service';

const tags = ['shop'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const moneyErrors = { ...errors, 409: errorBodySchema, 422: errorBodySchema };

/** The signed-in caller and their session, behind `requireUser`. */
function sessionOf(request: FastifyRequest) {
  const { user, authSession } = request;
  if (!user || !authSession) throw new Error('requireUser did not run');
  return { user, session: authSession };
}

/**
 * The shop terminal's calls (spec §7, issue 8): search the shop's clients, choose the one the shop acts for, and
 * the cash desk (pay in, pay out, the day's summary). Only a shop operator on their own shop's site (403
 * otherwise); never cached.
 */
export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation, so a visitor gets 401 and a player 403 rather than a complaint about the body.
  app.addHook('preValidation', app.requireUser);
  app.addHook('preValidation', async (request) => {
    shopOperator(sessionOf(request).user, request.site, messagesFor(request));
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/api/shop/client/filter',
    {
      schema: {
        tags,
        summary: "The shop's clients whose login contains the text (a JSON string, two characters or more)",
        body: shopClientFilterBodySchema,
        response: { 200: shopClientsSchema, ...errors },
      },
    },
    async (request) => searchClients(app.db, request.site, request.body),
  );

  app.post(
    '/api/shop/client/change',
    {
      schema: {
        tags,
        summary: 'Act for a client of the shop (a JSON number, its id), or for the shop owner (0)',
        body: shopClientChangeBodySchema,
        response: { 200: shopClientChangeResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user, session } = sessionOf(request);
      const messages = messagesFor(request);
      return changeClient(app.db, { site: request.site, user, session, clientId: request.body, messages });
    },
  );

  const cashRoute = (kind: ShopCashKind, path: string, summary: string) =>
    app.post(
      path,
      {
        schema: {
          tags,
          summary,
          headers: idempotencyHeadersSchema,
          body: shopCashRequestSchema,
          response: { 201: shopCashResultSchema, ...moneyErrors },
        },
      },
      async (request, reply) => {
        const { user } = sessionOf(request);
        const messages = messagesFor(request);
        const outcome = await moveCash(app.db, app.ledger, {
          site: request.site,
          operator: shopOperator(user, request.site, messages),
          kind,
          body: request.body,
          idempotencyKey: String(request.headers['idempotency-key']),
          messages,
        });
        if (outcome.replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
        return reply.code(201).send(outcome.result);
      },
    );
  cashRoute('pay_in', '/api/shop/cash/pay-in', "Take a client's cash onto their wallet at the counter");
  cashRoute('pay_out', '/api/shop/cash/pay-out', 'Pay a client cash out of their wallet (at most what is available)');

  app.get(
    '/api/shop/cash/summary',
    {
      schema: {
        tags,
        summary: "The shop's cash desk over a UTC day (today by default): totals, net, every movement",
        querystring: shopCashSummaryQuerySchema,
        response: { 200: shopCashSummarySchema, ...errors },
      },
    },
    async (request) => {
      const { user } = sessionOf(request);
      const day = dayOf(request.query.date, app.clock());
      return cashSummary(app.db, request.site, user.currencyCode, day);
    },
  );
};
