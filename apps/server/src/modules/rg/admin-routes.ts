import { saferGamblingEndpoints as endpoints } from '@playline/contract/endpoints/safer-gambling';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messagesFor } from '#app/i18n/translate.ts';
import { HttpError } from '#app/lib/http-error.ts';
import { serve } from '#app/lib/serve.ts';
import { changesOf } from './limits-repository';
import { saferGamblingOf } from './safer-gambling';

/** The operator's view of a player's safer-gambling tools until the back office lands (issue 19). */
export const rgAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  serve(app, endpoints.getPlayerSaferGambling, async (request) => {
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
  });
};
