import { ROUTE_REDIRECTS } from '@playline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { hostnameOf } from '../../lib/resolve-site';
import { sendNotFound } from '../../plugins/errors';
import { VERSION } from '../../version';
import { checkReadiness } from './readiness';
import { sitemapXml } from './sitemap';
import { adsTxt, robotsTxt, securityTxt } from './text-files';

const tags = ['system'];
const pingSchema = z.object({ status: z.literal('ok'), version: z.string() });
const readySchema = z.object({
  ready: z.boolean(),
  database: z.enum(['ok', 'unavailable']),
  bus: z.enum(['ok', 'unavailable']),
  version: z.string(),
});
const CRAWLER_CACHE = 'public, max-age=3600';

/** Reserved paths of design §6 the server answers itself, so the SPA never shows its 404 page for them. */
export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const origin = (request: { protocol: string; host: string }) => `${request.protocol}://${request.host}`;

  app.get(
    '/ping',
    { schema: { tags, summary: 'Liveness', response: { 200: pingSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const, version: VERSION };
    },
  );

  app.get(
    '/ready',
    {
      schema: {
        tags,
        summary: 'Readiness: the database answers and the hub bus is connected (503 otherwise)',
        response: { 200: readySchema, 503: readySchema },
      },
    },
    async (_request, reply) => {
      const readiness = await checkReadiness(app.db, app.hubBus);
      return reply
        .code(readiness.ready ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ ...readiness, version: VERSION });
    },
  );

  app.get('/robots.txt', { schema: { tags } }, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CRAWLER_CACHE)
      .send(robotsTxt(origin(request))),
  );

  app.get('/sitemap.xml', { schema: { tags, summary: "The brand's public pages" } }, async (request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', CRAWLER_CACHE)
      .send(sitemapXml(request.site, origin(request))),
  );

  app.get('/ads.txt', { schema: { tags } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CRAWLER_CACHE).send(adsTxt()),
  );

  app.get('/.well-known/security.txt', { schema: { tags } }, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CRAWLER_CACHE)
      .send(securityTxt(origin(request), hostnameOf(request.host))),
  );
  // Any other well-known URI is a plain 404 (the SPA must not answer it with a 200 page).
  app.get('/.well-known/*', { schema: { hide: true } }, sendNotFound);

  for (const [from, to] of Object.entries(ROUTE_REDIRECTS)) {
    app.get(from, { schema: { tags, summary: `Moved to ${to}` } }, async (request, reply) => {
      const query = request.url.indexOf('?');
      return reply.redirect(query === -1 ? to : to + request.url.slice(query), 301);
    });
  }
};
