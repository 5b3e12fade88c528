import {
  errorBodySchema,
  shopClientChangeBodySchema,
  shopClientChangeResponseSchema,
  shopClientFilterBodySchema,
  shopClientsSchema,
} from '@playline/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messagesFor } from '../../i18n/translate';
import { changeClient, searchClients, shopOperator } from './service';

const tags = ['shop'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/** The signed-in caller and their session, behind `requireUser`. */
function sessionOf(request: FastifyRequest) {
  const { user, authSession } = request;
  if (!user || !authSession) throw new Error('requireUser did not run');
  return { user, session: authSession };
}

/**
 * The shop terminal's calls (spec §7, issue 8): search the shop's clients and choose the one the shop acts for.
 * Only a shop operator on their own shop's site (403 otherwise); never cached.
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
};
