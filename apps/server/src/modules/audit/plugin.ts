import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import './note';
import { insertAdminAudit } from './repository';
import { runWithRequest } from './request-context';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const isOperatorPath = (url: string) => url.startsWith('/api/admin/') || url.startsWith('/api/staff/');
const BOOTSTRAP = '/api/admin/bootstrap';

/**
 * Operator calls worth recording: every change (sign-ins included), every refusal (someone probing the operator
 * API, or a role trying what it may not), and reads a handler marks as showing a player's personal data. Other
 * reads are not (the consoles poll them), which keeps the log about actions.
 */
const isAuditedCall = (request: FastifyRequest, status: number) =>
  isOperatorPath(request.url) &&
  (UNSAFE_METHODS.has(request.method) || status === 401 || status === 403 || request.auditNote?.read === true);

/** Who acted: the staff member or API key, or the ADMIN_TOKEN on the bootstrap. */
function actorOf(request: FastifyRequest, route: string) {
  const actor = request.staff;
  if (actor) return { actorKind: actor.kind, actorId: actor.id, actorName: actor.name };
  if (route === BOOTSTRAP) return { actorKind: 'token' as const, actorId: null, actorName: 'ADMIN_TOKEN' };
  return { actorKind: null, actorId: null, actorName: null };
}

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

  app.decorateRequest('auditNote', null);
  app.addHook('onResponse', async (request, reply) => {
    if (!isAuditedCall(request, reply.statusCode)) return;
    const route = request.routeOptions.url ?? request.url.split('?')[0] ?? request.url;
    const note = request.auditNote;
    await insertAdminAudit(app.db, {
      action: `${request.method} ${route}`,
      target: request.url.slice(0, 500),
      outcome: reply.statusCode,
      requestId: request.id,
      ip: request.ip,
      userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
      ...actorOf(request, route),
      userId: note?.userId ?? null,
      before: note?.before ?? null,
      after: note?.after ?? null,
    }).catch((error: unknown) => request.log.error({ err: error }, 'could not write the admin audit entry'));
  });
}
