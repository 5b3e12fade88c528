import {
  casinoCheckSchema,
  errorBodySchema,
  responsibleGamblingSchema,
  timeLimitRequestSchema,
} from '@playline/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messagesFor } from '../../i18n/translate';
import { casinoCheck, resetRealityCheck, setTimeLimit } from './service';

const tags = ['responsible gambling'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

function sessionOf(request: FastifyRequest) {
  if (!request.user || !request.authSession) throw new Error('requireUser did not run');
  return { user: request.user, session: request.authSession };
}

/** Responsible gambling (spec §4): the session time limit, the reality check and the casino gate. */
export const rgRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', app.requireUser);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/auth/resetRealityCheck',
    {
      // A GET that changes state (the spec's): refused from another site's page (decision 020).
      config: { access: { sameOrigin: true } },
      schema: {
        tags,
        summary: 'Restart the elapsed session time',
        response: { 200: responsibleGamblingSchema, ...errors },
      },
    },
    async (request) => resetRealityCheck(app.db, sessionOf(request).session, app.clock()),
  );

  app.put(
    '/api/client/rg/time-limit',
    {
      schema: {
        tags,
        summary: 'Set the session time limit in seconds (0 = none, at most 24 h)',
        body: timeLimitRequestSchema,
        response: { 200: responsibleGamblingSchema, ...errors },
      },
    },
    async (request) => {
      const { user, session } = sessionOf(request);
      return setTimeLimit(app.db, user.userId, session, request.body.timeLimitSeconds, app.clock());
    },
  );

  app.get(
    '/api/client/rg/casino-check',
    {
      schema: {
        tags,
        summary: 'May a casino game start now?',
        response: { 200: casinoCheckSchema, ...errors },
      },
    },
    async (request) => casinoCheck(sessionOf(request).session, app.clock(), messagesFor(request)),
  );
};
