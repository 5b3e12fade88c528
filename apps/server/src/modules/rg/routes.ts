import {
  casinoCheckSchema,
  errorBodySchema,
  responsibleGamblingSchema,
  timeLimitRequestSchema,
} from '@playline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messagesFor } from '../../i18n/translate';
import { HttpError } from '../../lib/http-error';
import { cancelPending } from './change-limits';
import { playerOf, sessionOf } from './player';
import { casinoCheck, resetRealityCheck, rgState, setTimeLimit } from './service';

const tags = ['responsible gambling'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 409: errorBodySchema };

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
        summary:
          'Set the session time limit in seconds (0 = none, at most 24 h): shorter at once, longer or none after the cooling-off',
        body: timeLimitRequestSchema,
        response: { 200: responsibleGamblingSchema, ...errors },
      },
    },
    async (request) => {
      const { profile, session } = await playerOf(app.db, request);
      return app.ledger.transaction((tx) =>
        setTimeLimit(tx, profile, session, request.body.timeLimitSeconds, app.clock()),
      );
    },
  );

  app.delete(
    '/api/client/rg/time-limit/pending',
    {
      schema: {
        tags,
        summary: 'Cancel a waiting raise or removal of the session time limit',
        response: { 200: responsibleGamblingSchema, ...errors },
      },
    },
    async (request) => {
      const { profile, session, messages } = await playerOf(app.db, request);
      const now = app.clock();
      const cancelled = await app.ledger.transaction((tx) =>
        cancelPending(tx, profile, { kind: 'time', period: 'session' }, now),
      );
      if (!cancelled) throw new HttpError(409, messages.t('rg.nothingWaiting'));
      return rgState(session, now);
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
