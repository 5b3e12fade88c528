import { brandForSite } from '@playline/contract';
import { contentEndpoints as endpoints } from '@playline/contract/endpoints/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '#app/lib/error-body.ts';
import { encodePng } from '#app/lib/png.ts';
import { serve } from '#app/lib/serve.ts';
import { bootConfig, bulkSettings, siteNotification, textResource, zoneTeasers } from './service';

/** Content is edited rarely; a minute of caching (with ETag revalidation) spares the database on busy pages. */
const SHORT = { config: { maxAge: 60 } };
const TRANSPARENT_PIXEL = encodePng(1, 1, () => [0, 0, 0, 0]);

/** The content calls of spec §7 and the boot configuration; handlers only translate HTTP to service calls. */
export const contentRoutes: FastifyPluginAsyncZod<{ defaultSiteId: number }> = async (app, { defaultSiteId }) => {
  serve(app, endpoints.probeConnectivity, async (_request, reply) =>
    reply.header('cache-control', 'no-store').type('image/png').send(TRANSPARENT_PIXEL),
  );

  serve(
    app,
    endpoints.getTextResource,
    async (request, reply) => {
      const { languageId, key } = request.query;
      const text = await textResource(app.db, request.site, languageId, key);
      return text ?? reply.code(404).send(errorBody(404, `No text resource "${key}"`));
    },
    SHORT,
  );

  serve(
    app,
    endpoints.getTeasers,
    async (request) => zoneTeasers(app.db, request.site, request.params.languageId, request.params.zone),
    SHORT,
  );

  // One call with and one without the site id (the spec's `/conf/bulk/:id?`).
  serve(
    app,
    endpoints.getBulkSettings,
    async (request) => bulkSettings(app.db, brandForSite(request.params.id, defaultSiteId)),
    SHORT,
  );
  serve(app, endpoints.getOwnBulkSettings, async (request) => bulkSettings(app.db, request.site), SHORT);

  serve(app, endpoints.getSiteNotification, async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    return siteNotification(app.db, request.site, request.params.languageId);
  });

  serve(app, endpoints.getBoot, async (request) => bootConfig(app.db, request.site), { config: { maxAge: 0 } });
};
