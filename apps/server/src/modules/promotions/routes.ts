import {
  errorBodySchema,
  promotionDetailSchema,
  promotionListSchema,
  promotionOptInParamsSchema,
  promotionOptInSchema,
  promotionOptOutSchema,
  promotionParamsSchema,
  promotionsParamsSchema,
} from '@playline/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messagesFor } from '../../i18n/translate';
import { declareAccess } from '../../plugins/route-access';
import { listPromotions, optIn, optOut, type PromotionsRequest, promotionDetail } from './service';

const tags = ['promotions'];
const readErrors = { 400: errorBodySchema, 404: errorBodySchema };
const optInErrors = { ...readErrors, 401: errorBodySchema, 403: errorBodySchema, 422: errorBodySchema };

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

  app.get(
    '/api/promotions/:languageId',
    {
      schema: {
        tags,
        summary: "The brand's current and upcoming promotions (ended ones never), with the player's opt-ins",
        params: promotionsParamsSchema,
        response: { 200: promotionListSchema, 400: errorBodySchema },
      },
    },
    async (request) => listPromotions(requestOf(app, request, request.params.languageId)),
  );

  app.get(
    '/api/promotions/:languageId/:slug',
    {
      schema: {
        tags,
        summary: 'One current or upcoming promotion with its body and terms as HTML (404 once it has ended)',
        params: promotionParamsSchema,
        response: { 200: promotionDetailSchema, ...readErrors },
      },
    },
    async (request) => promotionDetail(requestOf(app, request, request.params.languageId), request.params.slug),
  );

  app.post(
    '/api/promotions/:slug/opt-in',
    {
      // Before validation, so a visitor gets 401 rather than a complaint about the slug.
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: 'Opt in to a running promotion (idempotent: again answers the first opt-in)',
        params: promotionOptInParamsSchema,
        response: { 200: promotionOptInSchema, ...optInErrors },
      },
    },
    async (request) => optIn(requestOf(app, request, messagesFor(request).languageId), request.params.slug),
  );

  app.delete(
    '/api/promotions/:slug/opt-in',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: 'Opt out of a promotion (idempotent)',
        params: promotionOptInParamsSchema,
        response: { 200: promotionOptOutSchema, ...optInErrors },
      },
    },
    async (request) => optOut(requestOf(app, request, messagesFor(request).languageId), request.params.slug),
  );
};
