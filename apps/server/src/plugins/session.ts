import { HOST_COOKIE_PREFIX, SESSION_COOKIE } from '@playline/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { messagesFor } from '../i18n/translate';
import { HttpError } from '../lib/http-error';
import { type AuthSession, type AuthUser, resolveSession, SESSION_LIMITS } from '../modules/auth/sessions';

export interface SessionCookie {
  /** Sets the session cookie: a 30-day Max-Age with remember-me, otherwise a browser-session cookie. */
  set(reply: FastifyReply, token: string, rememberMe: boolean): void;
  clear(reply: FastifyReply): void;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user of an /api request, or null. */
    user: AuthUser | null;
    authSession: AuthSession | null;
  }
  interface FastifyInstance {
    /** preHandler of calls that need a login: 401 in the one error shape without one. */
    requireUser(request: FastifyRequest): Promise<void>;
    sessionCookie: SessionCookie;
  }
}

export interface SessionPluginOptions extends Record<string, unknown> {
  /** Production: the cookie is `__Host-pl_session` (Secure, Path=/, no Domain; decision 015). */
  secure: boolean;
}

/**
 * The session cookie's name on the wire. The code reads `request.cookies[SESSION_COOKIE]` everywhere; in production
 * that entry is taken from the `__Host-` cookie only, so a plain `pl_session` another subdomain set is never used.
 */
export const sessionCookieName = (secure: boolean) =>
  secure ? `${HOST_COOKIE_PREFIX}${SESSION_COOKIE}` : SESSION_COOKIE;

const isApiPath = (url: string) => url.startsWith('/api/');

/**
 * Resolves the `pl_session` cookie of every API request to `request.user` (null when absent, expired, idle or
 * of another brand; a dead cookie is cleared). Needs the brand plugin (the session must belong to the site's
 * brand) and the cookie parser the XSRF plugin registers.
 */
export const sessionPlugin = fastifyPlugin(setUpSession, { name: 'session', fastify: '5.x' });

async function setUpSession(app: FastifyInstance, { secure }: SessionPluginOptions) {
  const attributes = { path: '/', httpOnly: true, sameSite: 'lax', secure } as const;
  const wireName = sessionCookieName(secure);
  app.decorate<SessionCookie>('sessionCookie', {
    set(reply, token, rememberMe) {
      const maxAge = rememberMe ? SESSION_LIMITS.rememberMs / 1000 : undefined;
      reply.setCookie(wireName, token, { ...attributes, ...(maxAge ? { maxAge } : {}) });
    },
    clear(reply) {
      reply.clearCookie(wireName, attributes);
    },
  });
  app.decorateRequest('user', null);
  app.decorateRequest('authSession', null);

  app.addHook('onRequest', async (request, reply) => {
    if (wireName !== SESSION_COOKIE) {
      const prefixed = request.cookies[wireName];
      delete request.cookies[SESSION_COOKIE];
      if (prefixed !== undefined) request.cookies[SESSION_COOKIE] = prefixed;
    }
    const token = request.cookies[SESSION_COOKIE];
    if (!token || !isApiPath(request.url)) return;
    const resolved = await resolveSession(app.db, token, request.site, app.clock());
    if (!resolved) {
      app.sessionCookie.clear(reply);
      return;
    }
    request.user = resolved.user;
    request.authSession = resolved.session;
  });

  app.decorate('requireUser', async (request: FastifyRequest) => {
    if (!request.user) throw new HttpError(401, messagesFor(request).t('auth.loginRequired'));
  });
}
