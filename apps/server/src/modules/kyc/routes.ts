import { kycEndpoints as endpoints } from '@playline/contract/endpoints/kyc';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '#app/lib/http-error.ts';
import { serve } from '#app/lib/serve.ts';
import { updateKycStatus } from './repository';

/**
 * The back office's identity-check verdict (no identity vendor exists here). Like every /api/admin change it lands
 * in the audit log (route, player, outcome) once it has answered.
 */
export const kycRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  serve(app, endpoints.setKycStatus, async (request) => {
    const updated = await updateKycStatus(app.db, request.params.id, request.body.status);
    if (!updated) throw new HttpError(404, `There is no player ${request.params.id}`);
    return updated;
  });
};
