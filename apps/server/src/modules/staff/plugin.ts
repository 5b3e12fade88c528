import { timingSafeEqual } from 'node:crypto';
import { HOST_COOKIE_PREFIX } from '@playline/contract';
import { STAFF_SESSION_COOKIE } from '@playline/contract/staff';
import { PERMISSIONS, type Permission, ROLE_LABELS } from '@playline/contract/staff/roles';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { HttpError } from '#app/lib/http-error.ts';
import { hostnameOf } from '#app/lib/resolve-site.ts';
import { actorCan, type StaffActor } from './actor';
import { resolveApiKey } from './api-keys';
import { resolveStaffSession, STAFF_SESSION_LIMITS } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff member or API key of an operator call (decision 027), or null. */
    staff: StaffActor | null;
  }
  interface FastifyInstance {
    /** onRequest guard of an operator endpoint: 401 without an actor, 403 when the role lacks the permission. */
    requireStaff(permission: Permission): onRequestHookHandler;
    /** onRequest guard of the bootstrap: `Authorization: Bearer <ADMIN_TOKEN>`, compared in constant time. */
    requireBootstrapToken: onRequestHookHandler;
    /** Whether a request came to the back-office host (the only host where staff cookies count). */
    isBackofficeHost(request: FastifyRequest): boolean;
    staffCookie: { set(reply: FastifyReply, token: string): void; clear(reply: FastifyReply): void };
    /** Production: a member must enrol an authenticator before anything but their own account opens. */
    staffTotpRequired: boolean;
  }
}

export interface StaffPluginOptions extends Record<string, unknown> {
  adminToken: string;
  /** The back office's host name; null: no back office here (API keys still work). */
  backofficeHost: string | null;
  production: boolean;
}

const isOperatorPath = (url: string) => url.startsWith('/api/admin/') || url.startsWith('/api/staff/');
const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Who calls the operator API (decision 027): an API key (`Authorization: Bearer plk_…`, any host) or a staff
 * session (cookie `pl_staff`, on the back-office host only, so a brand's pages can never carry one).
 */
export const staffPlugin = fastifyPlugin(setUpStaff, { name: 'staff', fastify: '5.x' });

async function setUpStaff(app: FastifyInstance, options: StaffPluginOptions) {
  const cookieName = options.production ? `${HOST_COOKIE_PREFIX}${STAFF_SESSION_COOKIE}` : STAFF_SESSION_COOKIE;
  const attributes = { path: '/', httpOnly: true, sameSite: 'strict', secure: options.production } as const;
  const backofficeHost = options.backofficeHost?.toLowerCase() ?? null;

  app.decorate('staffTotpRequired', options.production);
  app.decorate('isBackofficeHost', (request: FastifyRequest) => hostnameOf(request.host) === backofficeHost);
  app.decorate('staffCookie', {
    set: (reply: FastifyReply, token: string) =>
      reply.setCookie(cookieName, token, { ...attributes, maxAge: STAFF_SESSION_LIMITS.maxMs / 1000 }),
    clear: (reply: FastifyReply) => reply.clearCookie(cookieName, attributes),
  });
  app.decorateRequest('staff', null);

  app.addHook('onRequest', async (request, reply) => {
    if (!isOperatorPath(request.url)) return;
    const bearer = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (bearer?.startsWith('plk_')) {
      request.staff = await resolveApiKey(app.db, bearer, app.clock());
      return;
    }
    const token = request.cookies[cookieName];
    if (!token || !app.isBackofficeHost(request)) return;
    const resolved = await resolveStaffSession(app.db, token, app.clock(), options.production);
    if (resolved) request.staff = resolved.actor;
    else app.staffCookie.clear(reply);
  });

  app.decorate('requireStaff', (permission: Permission): onRequestHookHandler => {
    return async (request) => {
      const actor = request.staff;
      if (!actor) {
        throw new HttpError(
          401,
          'Sign in to the back office, or send an API key: Authorization: Bearer plk_…',
          undefined,
          {
            'www-authenticate': 'Bearer',
          },
        );
      }
      if (actorCan(actor, permission)) return;
      const why = actor.mustEnrolTotp
        ? 'Enrol an authenticator first'
        : `The ${ROLE_LABELS[actor.role]} role cannot do this (it needs “${PERMISSIONS[permission]}”)`;
      throw new HttpError(403, why);
    };
  });

  const expected = Buffer.from(options.adminToken);
  app.decorate('requireBootstrapToken', async (request: FastifyRequest) => {
    const given = Buffer.from(BEARER.exec(request.headers.authorization ?? '')?.[1] ?? '');
    if (given.length === 0) {
      throw new HttpError(401, 'The bootstrap needs an Authorization: Bearer <ADMIN_TOKEN> header', undefined, {
        'www-authenticate': 'Bearer',
      });
    }
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new HttpError(403, 'The admin token is not valid');
    }
  });
}
