import { saferGamblingEndpoints } from '@playline/contract/endpoints/safer-gambling';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '#app/lib/http-error.ts';
import { serve } from '#app/lib/serve.ts';
import { publishSessionsEnded } from '../hub/session-control';
import { cancelPending, setLimit } from './change-limits';
import { playerOf } from './player';
import { rgProfileOf } from './player-repository';
import { saferGambling } from './safer-gambling';
import { setExclusion } from './set-exclusion';
import { activityStatement } from './statement';

/** The Safer gambling page's API (issue 19): limits with cooling-off, time-out and self-exclusion, statement. */
export const saferGamblingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  /** The state after a change, read again so it shows what now holds. */
  const stateOf = async (userId: number) => {
    const profile = await rgProfileOf(app.db, userId);
    if (!profile) throw new Error(`player ${userId} vanished`);
    return saferGambling(app.db, profile, app.clock());
  };

  serve(app, saferGamblingEndpoints.getSaferGambling, async (request) => {
    const { profile } = await playerOf(app.db, request);
    return saferGambling(app.db, profile, app.clock());
  });

  serve(app, saferGamblingEndpoints.setLimit, async (request) => {
    const { profile } = await playerOf(app.db, request);
    const { kind, period, amount } = request.body;
    await app.ledger.transaction((tx) => setLimit(tx, profile, { kind, period }, amount, app.clock()));
    return stateOf(profile.userId);
  });

  serve(app, saferGamblingEndpoints.cancelPendingLimit, async (request) => {
    const { profile, messages } = await playerOf(app.db, request);
    const cancelled = await app.ledger.transaction((tx) => cancelPending(tx, profile, request.params, app.clock()));
    if (!cancelled) throw new HttpError(409, messages.t('rg.nothingWaiting'));
    return stateOf(profile.userId);
  });

  serve(app, saferGamblingEndpoints.startExclusion, async (request, reply) => {
    const { profile, messages } = await playerOf(app.db, request);
    const exclusion = await app.ledger.transaction((tx) =>
      setExclusion(tx, profile, request.body, app.clock(), messages),
    );
    publishSessionsEnded(app.hubBus, { userId: profile.userId });
    app.sessionCookie.clear(reply);
    return exclusion;
  });

  serve(app, saferGamblingEndpoints.getStatement, async (request) => {
    const { profile } = await playerOf(app.db, request);
    return activityStatement(app.db, profile, app.clock());
  });
};
