import { ROUTE_REDIRECTS } from '@playline/contract';
import { systemEndpoints as endpoints } from '@playline/contract/endpoints/system';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hostnameOf } from '#app/lib/resolve-site.ts';
import { serve } from '#app/lib/serve.ts';
import { sendNotFound } from '#app/plugins/errors.ts';
import { VERSION } from '#app/version.ts';
import { checkReadiness } from './readiness';
import { sitemapXml } from './sitemap';
import { adsTxt, robotsTxt, securityTxt } from './text-files';

const CRAWLER_CACHE = 'public, max-age=3600';

/** Reserved paths of design §6 the server answers itself, so the SPA never shows its 404 page for them. */
export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const origin = (request: { protocol: string; host: string }) => `${request.protocol}://${request.host}`;

  serve(app, endpoints.ping, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const, version: VERSION };
  });

  serve(app, endpoints.getReadiness, async (_request, reply) => {
    const readiness = await checkReadiness(app.db, app.hubBus);
    return reply
      .code(readiness.ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ ...readiness, version: VERSION });
  });

  serve(app, endpoints.getRobotsTxt, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CRAWLER_CACHE)
      .send(robotsTxt(origin(request))),
  );

  serve(app, endpoints.getSitemap, async (request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', CRAWLER_CACHE)
      .send(sitemapXml(request.site, origin(request))),
  );

  serve(app, endpoints.getAdsTxt, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CRAWLER_CACHE).send(adsTxt()),
  );

  serve(app, endpoints.getSecurityTxt, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CRAWLER_CACHE)
      .send(securityTxt(origin(request), hostnameOf(request.host))),
  );
  // Any other well-known URI is a plain 404 (the SPA must not answer it with a 200 page).
  serve(app, endpoints.getOtherWellKnown, sendNotFound);

  for (const moved of endpoints.movedPages) {
    const to = ROUTE_REDIRECTS[moved.route.path];
    serve(app, moved, async (request, reply) => {
      const query = request.url.indexOf('?');
      return reply.redirect(query === -1 ? to : to + request.url.slice(query), 301);
    });
  }
};
