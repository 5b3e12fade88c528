import { casinoEndpoints as endpoints } from '@playline/contract/endpoints/casino';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messagesFor } from '#app/i18n/translate.ts';
import { serve } from '#app/lib/serve.ts';
import { declareAccess } from '#app/plugins/route-access.ts';
import { GAME_ACCESS } from '../access';
import { requireSession } from '../session';
import { rotateSeeds, seedOfHash } from './session-seeds';

/** Provably fair play (decision 018): rotating a session's seed pair, and looking a pair up by its commitment. */
export const fairnessRoutes: FastifyPluginAsyncZod = async (app) => {
  // Seeds belong to game sessions, which only the casino and live-casino lobbies open.
  declareAccess(app, GAME_ACCESS);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  serve(app, endpoints.rotateSeeds, async (request) => {
    const session = await requireSession(request, request.body.token);
    return rotateSeeds(app, session, request.body.clientSeed, messagesFor(request));
  });

  serve(app, endpoints.getSeed, async (request) =>
    seedOfHash(app, request.params.serverSeedHash, messagesFor(request)),
  );
};
