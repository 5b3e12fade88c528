import { errorBodySchema, IDEMPOTENT_REPLAYED_HEADER, idempotencyHeadersSchema } from '@playline/contract';
import {
  betIdParamsSchema,
  cashOutRefusedSchema,
  cashOutRequestSchema,
  cashOutResultSchema,
} from '@playline/contract/bets';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { messagesFor } from '../../../i18n/translate';
import { errorBody } from '../../../lib/error-body';
import { CashOutRefusedError, cashOut } from './service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** Cash-out (issue 5): a player sells an open bet back at the value the server offers now. */
export const cashOutRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation, so a visitor gets 401 rather than a complaint about the body.
  app.addHook('preValidation', app.requireUser);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/api/client/bets/:betId/cashout',
    {
      config: { access: { money: 'play' } },
      schema: {
        tags: ['bets'],
        summary: 'Cash out a bet in full, or `stake` of it, at the quoted value within the tolerance (Idempotency-Key)',
        headers: idempotencyHeadersSchema,
        params: betIdParamsSchema,
        body: cashOutRequestSchema,
        response: {
          200: cashOutResultSchema,
          409: z.union([cashOutRefusedSchema, errorBodySchema]),
          422: errorBodySchema,
          ...errors,
        },
      },
    },
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
  );
};
