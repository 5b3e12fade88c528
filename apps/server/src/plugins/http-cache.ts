import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Seconds a client or CDN may reuse the answer (0: always revalidate); the answer also gets an ETag, so a
     * stale copy revalidates with a bodiless 304.
     */
    maxAge?: number;
  }
}

/** A weak ETag of a serialized body. */
export function etagOf(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** True when an If-None-Match header names this ETag (or `*`). */
export function isFresh(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value === etag || value === etag.slice(2);
  });
}

/**
 * Short caching with revalidation for routes declaring `config.maxAge`. Registered before compression, so the
 * ETag is computed from the plain JSON and a 304 skips compressing a body nobody needs.
 */
export const httpCachePlugin = fastifyPlugin(setUpHttpCache, { name: 'http-cache', fastify: '5.x' });

async function setUpHttpCache(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    const maxAge = request.routeOptions.config.maxAge;
    if (maxAge === undefined || reply.statusCode !== 200 || !(typeof payload === 'string' || Buffer.isBuffer(payload)))
      return payload;
    // A route that caches its answers sets their ETag once; hashing the same bytes again on every request is waste.
    const preset = reply.getHeader('etag');
    const etag = typeof preset === 'string' ? preset : etagOf(payload);
    reply.header('cache-control', maxAge === 0 ? 'no-cache' : `public, max-age=${maxAge}`);
    reply.header('etag', etag);
    if (!isFresh(request.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    return '';
  });
}
