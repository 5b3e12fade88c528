import { errorBodySchema, kycParamsSchema, kycRequestSchema, kycResultSchema } from '@playline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error';
import { updateKycStatus } from './repository';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/**
 * The back office's identity-check verdict (no identity vendor exists here). Like every /api/admin change it lands
 * in the audit log (route, player, outcome) once it has answered.
 */
export const kycRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.put(
    '/api/admin/players/:id/kyc',
    {
      schema: {
        tags: ['admin'],
        summary: "Set a player's identity-check status (unverified, pending, verified, rejected)",
        description: 'Where the market requires it (Greek market), withdrawals wait for `verified`.',
        security: [{ bearer: [] }],
        params: kycParamsSchema,
        body: kycRequestSchema,
        response: { 200: kycResultSchema, ...errors },
      },
    },
    async (request) => {
      const updated = await updateKycStatus(app.db, request.params.id, request.body.status);
      if (!updated) throw new HttpError(404, `There is no player ${request.params.id}`);
      return updated;
    },
  );
};
