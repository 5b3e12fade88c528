import {
  revealedSeedSchema,
  rotateSeedsRequestSchema,
  rotateSeedsResultSchema,
  seedParamsSchema,
} from '@playline/contract/casino';
import { errorBodySchema } from '@playline/contract/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messagesFor } from '../../../i18n/translate';
import { declareAccess } from '../../../plugins/route-access';
import { GAME_ACCESS } from '../access';
import { requireSession } from '../session';
import { rotateSeeds, seedOfHash } from './session-seeds';

const tags = ['casino'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** Provably fair play (decision 018): rotating a session's seed pair, and looking a pair up by its commitment. */
export const fairnessRoutes: FastifyPluginAsyncZod = async (app) => {
  // Seeds belong to game sessions, which only the casino and live-casino lobbies open.
  declareAccess(app, GAME_ACCESS);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/api/casino/fairness/rotate',
    {
      schema: {
        tags,
        summary: "Reveal the session's server seed (every round drawn with it can be checked) and start a new pair",
        body: rotateSeedsRequestSchema,
        response: { 200: rotateSeedsResultSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request) => {
      const session = await requireSession(request, request.body.token);
      return rotateSeeds(app, session, request.body.clientSeed, messagesFor(request));
    },
  );

  app.get(
    '/api/casino/fairness/seeds/:serverSeedHash',
    {
      schema: {
        tags,
        summary: 'A seed pair by its SHA-256 commitment: the server seed once retired or once its session ended',
        params: seedParamsSchema,
        response: { 200: revealedSeedSchema, 404: errorBodySchema },
      },
    },
    async (request) => seedOfHash(app, request.params.serverSeedHash, messagesFor(request)),
  );
};
