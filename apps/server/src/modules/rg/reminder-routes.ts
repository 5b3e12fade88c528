import { errorBodySchema, reminderRequestSchema, sessionPlaySchema } from '@playline/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionPlay, setReminder } from './reminder';

const tags = ['responsible gambling'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

function sessionOf(request: FastifyRequest) {
  if (!request.user || !request.authSession) throw new Error('requireUser did not run');
  return { user: request.user, session: request.authSession };
}

/** The reality-check reminder (issue 19): its interval, and this session's time played and net result. */
export const reminderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', app.requireUser);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/client/rg/session-play',
    {
      schema: {
        tags,
        summary: "This session's reminder interval, time played and net result (returns − stakes)",
        response: { 200: sessionPlaySchema, ...errors },
      },
    },
    async (request) => {
      const { user, session } = sessionOf(request);
      return sessionPlay(app.db, user.userId, session, app.clock());
    },
  );

  app.put(
    '/api/client/rg/reminder',
    {
      schema: {
        tags,
        summary: 'Set the reality-check reminder: every 15, 30 or 60 minutes of a session, or 0 (off)',
        body: reminderRequestSchema,
        response: { 200: sessionPlaySchema, ...errors },
      },
    },
    async (request) => {
      const { user, session } = sessionOf(request);
      return setReminder(app.db, user.userId, session, request.body, app.clock());
    },
  );
};
