import { adminEndpoints as endpoints } from '@playline/contract/endpoints/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '#app/lib/serve.ts';
import { auditPage } from './repository';

/** GET /api/admin/audit: the audit log for operators, newest first, paged with `before`. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, endpoints.getAuditLog, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return auditPage(app.db, request.query);
  });
};
