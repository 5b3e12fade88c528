import { saferGamblingEndpoints } from '@playline/contract/endpoints/safer-gambling';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '#app/lib/serve.ts';
import { sessionPlay, setReminder } from './reminder';

function sessionOf(request: FastifyRequest) {
  if (!request.user || !request.authSession) throw new Error('requireUser did not run');
  return { user: request.user, session: request.authSession };
}

/** The reality-check reminder (issue 19): its interval, and this session's time played and net result. */
export const reminderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  serve(app, saferGamblingEndpoints.getSessionPlay, async (request) => {
    const { user, session } = sessionOf(request);
    return sessionPlay(app.db, user.userId, session, app.clock());
  });

  serve(app, saferGamblingEndpoints.setReminder, async (request) => {
    const { user, session } = sessionOf(request);
    return setReminder(app.db, user.userId, session, request.body, app.clock());
  });
};
