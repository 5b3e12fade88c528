import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { createNonce, docsPolicy, pagePolicy, providerFrameOrigins, withNonce } from '../web/content-security-policy';

declare module 'fastify' {
  interface FastifyReply {
    /** This response's CSP nonce: the web plugin writes it into the page's inline boot script and theme style. */
    pageNonce: string;
  }
}

export interface SecurityPluginOptions extends Record<string, unknown> {
  /** NODE_ENV=production: HSTS on every response (the site is only served over TLS there). */
  production: boolean;
  /** SPORTS_PROVIDER_URLS: their origins may be framed by our provider pages. */
  providerUrls?: Record<string, string>;
}

const HSTS = 'max-age=31536000; includeSubDomains';
/** Features the app never uses, turned off for it and anything it frames. */
const PERMISSIONS = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';
const isDocsPath = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/') || url.startsWith('/api/docs?');

/**
 * The response headers of decision 015: helmet's defaults (nosniff, X-Frame-Options SAMEORIGIN, no-referrer,
 * cross-origin opener and resource policies), a nonce-based content security policy on every response (a relaxed
 * one on the API reference), HSTS in production or whenever the request came over TLS (browsers ignore it over
 * plain HTTP, so development on http://…localhost is unaffected), and a minimal Permissions-Policy.
 */
export const securityPlugin = fastifyPlugin(setUpSecurity, { name: 'security', fastify: '5.x' });

async function setUpSecurity(app: FastifyInstance, { production, providerUrls = {} }: SecurityPluginOptions) {
  await app.register(helmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false, hsts: false });
  const frameOrigins = providerFrameOrigins(providerUrls);
  app.decorateReply('pageNonce', '');
  app.addHook('onRequest', async (request, reply) => {
    reply.pageNonce = createNonce();
    const policy = isDocsPath(request.url)
      ? docsPolicy()
      : pagePolicy({ nonce: reply.pageNonce, host: request.host, frameOrigins });
    reply.header('content-security-policy', policy);
    reply.header('permissions-policy', PERMISSIONS);
    if (production || request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
  // Pages are cached with a nonce slot (web/index-pages): each response fills it with its own nonce. Registered
  // before compression, so it sees the plain HTML.
  app.addHook('onSend', async (_request, reply, payload) => {
    // A 304 makes the browser reuse its stored page, whose nonce is the one in its stored policy: this response's
    // policy (another nonce) must not replace it, or the stored page's boot script would be blocked.
    if (reply.statusCode === 304) {
      reply.removeHeader('content-security-policy');
      return payload;
    }
    const html = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    return html && typeof payload === 'string' ? withNonce(payload, reply.pageNonce) : payload;
  });
}
