import { auditPageSchema, auditQuerySchema, errorBodySchema } from '@playline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerGuard } from '../admin/routes';
import { auditPage } from './repository';

/** GET /api/admin/audit: the audit log for operators, newest first, paged with `before`. */
export const auditRoutes: FastifyPluginAsyncZod<{ adminToken: string }> = async (app, { adminToken }) => {
  app.addHook('onRequest', bearerGuard(adminToken));
  app.get(
    '/api/admin/audit',
    {
      schema: {
        tags: ['admin'],
        summary: 'Money movements and operator actions, newest first (`before`: an entry id, to page back)',
        security: [{ bearer: [] }],
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return auditPage(app.db, request.query);
    },
  );
};
