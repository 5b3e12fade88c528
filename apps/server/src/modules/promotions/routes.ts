import { promotionsEndpoints as endpoints } from '@playline/contract/endpoints/promotions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messagesFor } from '#app/i18n/translate.ts';
import { serve } from '#app/lib/serve.ts';
import { declareAccess } from '#app/plugins/route-access.ts';
import { listPromotions, optIn, optOut, type PromotionsRequest, promotionDetail } from './service';

/** What the service needs of a request; `languageId` names the language of the copy and of any refusal. */
const requestOf = (app: FastifyInstance, request: FastifyRequest, languageId: number): PromotionsRequest => ({
  db: app.db,
  site: request.site,
  user: request.user,
  languageId,
  now: app.clock(),
});

/**
 * Promotions and players' opt-ins (issue 9). Answers carry the caller's opt-in state, so none is cached by a
 * shared cache; the list is small and read once per visit.
 */
export const promotionsRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAccess(app, { areas: ['promotions'] });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-cache');
  });

  serve(app, endpoints.getPromotions, async (request) =>
    listPromotions(requestOf(app, request, request.params.languageId)),
  );

  serve(app, endpoints.getPromotion, async (request) =>
    promotionDetail(requestOf(app, request, request.params.languageId), request.params.slug),
  );

  // The session check runs before validation, so a visitor gets 401 rather than a complaint about the slug.
  serve(app, endpoints.optIn, async (request) =>
    optIn(requestOf(app, request, messagesFor(request).languageId), request.params.slug),
  );

  serve(app, endpoints.optOut, async (request) =>
    optOut(requestOf(app, request, messagesFor(request).languageId), request.params.slug),
  );
};
