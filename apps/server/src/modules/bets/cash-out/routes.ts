import { errorBodySchema, IDEMPOTENT_REPLAYED_HEADER, idempotencyHeadersSchema } from '@playline/contract';
import { cashOutRefusedSchema } from '@playline/contract/bets';
import { betsEndpoints } from '@playline/contract/endpoints/bets';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { messagesFor } from '#app/i18n/translate.ts';
import { errorBody } from '#app/lib/error-body.ts';
import { serve } from '#app/lib/serve.ts';
import { extendRouteSchema } from '../shared/route-schema';
import { CashOutRefusedError, cashOut } from './service';

/** Cash-out (issue 5): a player sells an open bet back at the value the server offers now. */
export const cashOutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  extendRouteSchema(app, betsEndpoints.cashOutBet, {
    headers: idempotencyHeadersSchema,
    response: { 409: z.union([cashOutRefusedSchema, errorBodySchema]) },
  });
  serve(
    app,
    betsEndpoints.cashOutBet,
    async (request, reply) => {
      const user = request.user;
      if (!user) throw new Error('requireUser did not run');
      const messages = messagesFor(request);
      try {
        const outcome = await cashOut(app.ledger, app.feed, request.params.betId, {
          user,
          body: request.body,
          idempotencyKey: String(request.headers['idempotency-key']),
          messages,
        });
        if (outcome.replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
        return reply.code(200).send(outcome.result);
      } catch (error) {
        if (!(error instanceof CashOutRefusedError)) throw error;
        return reply.code(409).send({
          ...errorBody(409, error.message),
          statusCode: 409 as const,
          code: 'cash_out_changed' as const,
          cashOut: error.cashOut,
        });
      }
    },
    { config: { access: { money: 'play' } } },
  );
};
