import { auditPageSchema, auditQuerySchema, errorBodySchema } from '@playline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditPage } from './repository';

/** GET /api/admin/audit: the audit log for operators, newest first, paged with `before`. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
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
