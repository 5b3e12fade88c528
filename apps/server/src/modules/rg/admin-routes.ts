import { errorBodySchema } from '@playline/contract';
import { adminSaferGamblingSchema } from '@playline/contract/safer-gambling';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { messagesFor } from '../../i18n/translate';
import { HttpError } from '../../lib/http-error';
import { changesOf } from './limits-repository';
import { saferGamblingOf } from './safer-gambling';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** The operator's view of a player's safer-gambling tools until the back office lands (issue 19). */
export const rgAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/admin/players/:id/safer-gambling',
    {
      schema: {
        tags: ['admin'],
        summary: "A player's limits, waiting changes, exclusion, KYC status and the history of every change",
        security: [{ bearer: [] }],
        // PostgreSQL's integer: a larger id is a 400, not a 500 from the query.
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: { 200: adminSaferGamblingSchema, ...errors },
      },
    },
    async (request) => {
      const found = await saferGamblingOf(app.db, request.params.id, app.clock());
      if (!found) throw new HttpError(404, messagesFor(request).t('rg.noPlayer'));
      const history = await changesOf(app.db, request.params.id);
      return {
        ...found.state,
        userId: found.profile.userId,
        userName: found.profile.userName,
        brandKey: found.profile.brandKey,
        kycStatus: found.profile.kycStatus,
        history: history.map((change) => ({
          at: change.at.toISOString(),
          actor: change.actor,
          tool: change.tool,
          from: change.fromValue,
          to: change.toValue,
          effectiveAt: change.effectiveAt.toISOString(),
          note: change.note,
        })),
      };
    },
  );
};
