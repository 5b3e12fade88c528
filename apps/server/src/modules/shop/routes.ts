import { IDEMPOTENT_REPLAYED_HEADER, type ShopCashKind } from '@playline/contract';
import { shopEndpoints as endpoints } from '@playline/contract/endpoints/shop';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messagesFor } from '#app/i18n/translate.ts';
import { serve } from '#app/lib/serve.ts';
import { requireIdempotencyKey } from '../wallet/idempotency-header';
import { moveCash } from './cash-desk';
import { cashSummary, dayOf } from './cash-summary';
import { changeClient, searchClients, shopOperator } from './service';

/** The signed-in caller and their session, behind `requireUser`. */
function sessionOf(request: FastifyRequest) {
  const { user, authSession } = request;
  if (!user || !authSession) throw new Error('requireUser did not run');
  return { user, session: authSession };
}

/**
 * After the session check and before validation, so a visitor gets 401 and a player 403 rather than a complaint
 * about the body.
 */
const operatorOnly = {
  preValidation: async (request: FastifyRequest) => {
    shopOperator(sessionOf(request).user, request.site, messagesFor(request));
  },
};

/**
 * The shop terminal's calls (spec §7, issue 8): search the shop's clients, choose the one the shop acts for, and
 * the cash desk (pay in, pay out, the day's summary). Only a shop operator on their own shop's site (403
 * otherwise); never cached.
 */
export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  requireIdempotencyKey(app, [endpoints.payIn, endpoints.payOut]);

  serve(app, endpoints.findClients, async (request) => searchClients(app.db, request.site, request.body), operatorOnly);

  serve(
    app,
    endpoints.changeClient,
    async (request) => {
      const { user, session } = sessionOf(request);
      const messages = messagesFor(request);
      return changeClient(app.db, { site: request.site, user, session, clientId: request.body, messages });
    },
    operatorOnly,
  );

  const cashRoute = (kind: ShopCashKind, endpoint: typeof endpoints.payIn | typeof endpoints.payOut) =>
    serve(
      app,
      endpoint,
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
      operatorOnly,
    );
  cashRoute('pay_in', endpoints.payIn);
  cashRoute('pay_out', endpoints.payOut);

  serve(
    app,
    endpoints.getCashSummary,
    async (request) => {
      const { user } = sessionOf(request);
      const day = dayOf(request.query.date, app.clock());
      return cashSummary(app.db, request.site, user.currencyCode, day);
    },
    operatorOnly,
  );
};
