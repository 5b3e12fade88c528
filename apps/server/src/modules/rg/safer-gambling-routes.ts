import { errorBodySchema } from '@playline/contract';
import {
  activityStatementSchema,
  exclusionRequestSchema,
  exclusionSchema,
  limitParamsSchema,
  saferGamblingSchema,
  setLimitRequestSchema,
} from '@playline/contract/safer-gambling';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error';
import { publishSessionsEnded } from '../hub/session-control';
import { cancelPending, setLimit } from './change-limits';
import { playerOf } from './player';
import { rgProfileOf } from './player-repository';
import { saferGambling } from './safer-gambling';
import { setExclusion } from './set-exclusion';
import { activityStatement } from './statement';

const tags = ['responsible gambling'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 409: errorBodySchema };

/** The Safer gambling page's API (issue 19): limits with cooling-off, time-out and self-exclusion, statement. */
export const saferGamblingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', app.requireUser);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  /** The state after a change, read again so it shows what now holds. */
  const stateOf = async (userId: number) => {
    const profile = await rgProfileOf(app.db, userId);
    if (!profile) throw new Error(`player ${userId} vanished`);
    return saferGambling(app.db, profile, app.clock());
  };

  app.get(
    '/api/client/rg/safer-gambling',
    {
      schema: {
        tags,
        summary: "The player's limits, exclusion and reminder",
        response: { 200: saferGamblingSchema, ...errors },
      },
    },
    async (request) => {
      const { profile } = await playerOf(app.db, request);
      return saferGambling(app.db, profile, app.clock());
    },
  );

  app.put(
    '/api/client/rg/limits',
    {
      schema: {
        tags,
        summary:
          'Set, lower, raise or remove (amount null) a deposit, loss or wager limit; raises wait the cooling-off',
        body: setLimitRequestSchema,
        response: { 200: saferGamblingSchema, ...errors },
      },
    },
    async (request) => {
      const { profile } = await playerOf(app.db, request);
      const { kind, period, amount } = request.body;
      await app.ledger.transaction((tx) => setLimit(tx, profile, { kind, period }, amount, app.clock()));
      return stateOf(profile.userId);
    },
  );

  app.delete(
    '/api/client/rg/limits/:kind/:period/pending',
    {
      schema: {
        tags,
        summary: 'Cancel a waiting raise or removal: the stricter limit in force stays',
        params: limitParamsSchema,
        response: { 200: saferGamblingSchema, ...errors },
      },
    },
    async (request) => {
      const { profile, messages } = await playerOf(app.db, request);
      const cancelled = await app.ledger.transaction((tx) => cancelPending(tx, profile, request.params, app.clock()));
      if (!cancelled) throw new HttpError(409, messages.t('rg.nothingWaiting'));
      return stateOf(profile.userId);
    },
  );

  app.post(
    '/api/client/rg/exclusion',
    {
      schema: {
        tags,
        summary: 'Take a time-out or self-exclude (never shortened); ends every session of the player',
        body: exclusionRequestSchema,
        response: { 200: exclusionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { profile, messages } = await playerOf(app.db, request);
      const exclusion = await app.ledger.transaction((tx) =>
        setExclusion(tx, profile, request.body, app.clock(), messages),
      );
      publishSessionsEnded(app.hubBus, { userId: profile.userId });
      app.sessionCookie.clear(reply);
      return exclusion;
    },
  );

  app.get(
    '/api/client/rg/statement',
    {
      schema: {
        tags,
        summary: 'Deposits, withdrawals, stakes, returns and net per month for 12 months; lifetime net deposits',
        response: { 200: activityStatementSchema, ...errors },
      },
    },
    async (request) => {
      const { profile } = await playerOf(app.db, request);
      return activityStatement(app.db, profile, app.clock());
    },
  );
};
