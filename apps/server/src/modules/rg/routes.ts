import { responsibleGamblingEndpoints as endpoints } from '@playline/contract/endpoints/responsible-gambling';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messagesFor } from '#app/i18n/translate.ts';
import { HttpError } from '#app/lib/http-error.ts';
import { serve } from '#app/lib/serve.ts';
import { cancelPending } from './change-limits';
import { playerOf, sessionOf } from './player';
import { casinoCheck, resetRealityCheck, rgState, setTimeLimit } from './service';

/** Responsible gambling (spec §4): the session time limit, the reality check and the casino gate. */
export const rgRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  serve(
    app,
    endpoints.resetRealityCheck,
    (request) => resetRealityCheck(app.db, sessionOf(request).session, app.clock()),
    {
      // A GET that changes state (the spec's): refused from another site's page (decision 020).
      config: { access: { sameOrigin: true } },
    },
  );

  serve(app, endpoints.setTimeLimit, async (request) => {
    const { profile, session } = await playerOf(app.db, request);
    return app.ledger.transaction((tx) =>
      setTimeLimit(tx, profile, session, request.body.timeLimitSeconds, app.clock()),
    );
  });

  serve(app, endpoints.cancelPendingTimeLimit, async (request) => {
    const { profile, session, messages } = await playerOf(app.db, request);
    const now = app.clock();
    const cancelled = await app.ledger.transaction((tx) =>
      cancelPending(tx, profile, { kind: 'time', period: 'session' }, now),
    );
    if (!cancelled) throw new HttpError(409, messages.t('rg.nothingWaiting'));
    return rgState(session, now);
  });

  serve(app, endpoints.getCasinoCheck, (request) =>
    casinoCheck(sessionOf(request).session, app.clock(), messagesFor(request)),
  );
};
