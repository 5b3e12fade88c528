import { randomBytes, timingSafeEqual } from 'node:crypto';
import cookie from '@fastify/cookie';
import { XSRF_COOKIE, XSRF_COOKIE_SECURE, XSRF_HEADER } from '@playline/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { errorBody } from '../lib/error-body';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const HEADER = XSRF_HEADER.toLowerCase();
/** What we issue (256 random bits, base64url); anything else in the cookie is replaced. */
const TOKEN = /^[A-Za-z0-9_-]{22,128}$/;

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Operator calls with an API key or the bootstrap token authenticate with a bearer, which a browser never attaches to a request on its own, so
 * another site cannot forge one: they need no double-submit token (the admin CLI and scripts have no cookie jar).
 */
const isBearerAdminCall = (url: string, authorization: string | undefined) =>
  (url.startsWith('/api/admin/') || url.startsWith('/api/staff/')) && /^Bearer\s+\S/i.test(authorization ?? '');

/**
 * A browser's unsafe call from another site (decision 015): `Sec-Fetch-Site: cross-site`, or an `Origin` that is not
 * this host (`null` included). Absent headers pass (non-browser clients, still bound by the XSRF token); so does a
 * same-site subdomain whose Origin is this very host.
 */
function isCrossSite(request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  return !URL.canParse(origin) || new URL(origin).host !== request.host;
}

function sameToken(cookieValue: string, headerValue: string): boolean {
  const a = Buffer.from(cookieValue);
  const b = Buffer.from(headerValue);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Double-submit cookie (design §7): every response to a request without a valid `XSRF-TOKEN` cookie issues one
 * (readable by the page's script, hence not httpOnly); unsafe API calls must echo it in `X-XSRF-TOKEN`. Another
 * site can make the browser send the cookie but cannot read it, so it cannot produce the header.
 */
export interface XsrfPluginOptions extends Record<string, unknown> {
  /** Production: the cookie is `__Host-XSRF-TOKEN`, always Secure; a plain `XSRF-TOKEN` is ignored. */
  production?: boolean;
}

export const xsrfPlugin = fastifyPlugin(setUpXsrf, { name: 'xsrf', fastify: '5.x' });

async function setUpXsrf(app: FastifyInstance, { production = false }: XsrfPluginOptions) {
  await app.register(cookie);
  const name = production ? XSRF_COOKIE_SECURE : XSRF_COOKIE;
  app.addHook('onRequest', async (request, reply) => {
    const token = request.cookies[name];
    const valid = token !== undefined && TOKEN.test(token);
    if (!valid) {
      reply.setCookie(name, randomBytes(32).toString('base64url'), {
        path: '/',
        sameSite: 'lax',
        httpOnly: false,
        secure: production || request.protocol === 'https',
      });
    }
    if (!UNSAFE_METHODS.has(request.method) || !isApiPath(request.url)) return;
    if (isBearerAdminCall(request.url, request.headers.authorization)) return;
    if (isCrossSite(request)) {
      return reply.code(403).send(errorBody(403, 'Cross-site request refused: this call must come from this site'));
    }
    const header = request.headers[HEADER];
    if (!valid || typeof header !== 'string' || !sameToken(token, header)) {
      return reply.code(403).send(errorBody(403, 'Missing or invalid XSRF token'));
    }
  });
}
