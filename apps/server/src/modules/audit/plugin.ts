import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { insertAdminAudit } from './repository';
import { runWithRequest } from './request-context';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const isAdminPath = (url: string) => url.startsWith('/api/admin/');

/**
 * Operator calls worth recording: every change, and every refused token (someone probing the admin API). Reads
 * with a valid token are not (the support console polls them), which keeps the log about actions.
 */
const isAuditedAdminCall = (request: FastifyRequest, status: number) =>
  isAdminPath(request.url) && (UNSAFE_METHODS.has(request.method) || status === 401 || status === 403);

/**
 * The audit log's request side (decision 015): every request's id and client address reach the ledger's writer
 * (which records money movements in their own statement), and each audited /api/admin call is recorded once it
 * has answered, so the insert never delays or fails the operator's call.
 */
export const auditPlugin = fastifyPlugin(setUpAudit, { name: 'audit', fastify: '5.x' });

async function setUpAudit(app: FastifyInstance) {
  // A callback hook: the rest of the request (later hooks, the handler and what they await) runs in the context.
  app.addHook('onRequest', (request, _reply, done) => {
    runWithRequest({ requestId: request.id, ip: request.ip }, done);
  });

  app.addHook('onResponse', async (request, reply) => {
    if (!isAuditedAdminCall(request, reply.statusCode)) return;
    const route = request.routeOptions.url ?? request.url.split('?')[0] ?? request.url;
    await insertAdminAudit(app.db, {
      action: `${request.method} ${route}`,
      target: request.url.slice(0, 500),
      outcome: reply.statusCode,
      requestId: request.id,
      ip: request.ip,
    }).catch((error: unknown) => request.log.error({ err: error }, 'could not write the admin audit entry'));
  });
}
