import {
  bootConfigSchema,
  brandForSite,
  bulkParamsSchema,
  bulkSettingsSchema,
  errorBodySchema,
  pixelQuerySchema,
  siteNotificationParamsSchema,
  siteNotificationSchema,
  teaserParamsSchema,
  teasersSchema,
  textResourceQuerySchema,
  textResourceSchema,
} from '@playline/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../lib/error-body';
import { encodePng } from '../../lib/png';
import { bootConfig, bulkSettings, siteNotification, textResource, zoneTeasers } from './service';

/** Content is edited rarely; a minute of caching (with ETag revalidation) spares the database on busy pages. */
const SHORT = { maxAge: 60 };
const TRANSPARENT_PIXEL = encodePng(1, 1, () => [0, 0, 0, 0]);
const tags = ['content'];

/** The content calls of spec §7 and the boot configuration; handlers only translate HTTP to service calls. */
export const contentRoutes: FastifyPluginAsyncZod<{ defaultSiteId: number }> = async (app, { defaultSiteId }) => {
  app.get(
    '/api/1x1.png',
    { schema: { tags, summary: 'Connectivity probe (HEAD or GET)', querystring: pixelQuerySchema } },
    async (_request, reply) => reply.header('cache-control', 'no-store').type('image/png').send(TRANSPARENT_PIXEL),
  );

  app.get(
    '/api/resources/text',
    {
      config: SHORT,
      schema: {
        tags,
        summary: 'A text resource (such as an SEO text) by key',
        querystring: textResourceQuerySchema,
        response: { 200: textResourceSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { languageId, key } = request.query;
      const text = await textResource(app.db, request.site, languageId, key);
      return text ?? reply.code(404).send(errorBody(404, `No text resource "${key}"`));
    },
  );

  app.get(
    '/api/teasers/zones/:languageId/:zone',
    {
      config: SHORT,
      schema: {
        tags,
        summary: "The brand's teasers of a zone",
        params: teaserParamsSchema,
        response: { 200: teasersSchema },
      },
    },
    async (request) => zoneTeasers(app.db, request.site, request.params.languageId, request.params.zone),
  );

  app.get(
    '/api/conf/bulk/:id?',
    {
      config: SHORT,
      schema: {
        tags,
        summary: 'Every UI text per language id, for a site id (default: the requesting site)',
        params: bulkParamsSchema,
        response: { 200: bulkSettingsSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const brand = id === undefined ? request.site : brandForSite(id, defaultSiteId);
      return bulkSettings(app.db, brand);
    },
  );

  app.get(
    '/api/site/notifications/:languageId',
    {
      schema: {
        tags,
        summary: "The brand's site notification banner",
        params: siteNotificationParamsSchema,
        response: { 200: siteNotificationSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return siteNotification(app.db, request.site, request.params.languageId);
    },
  );

  app.get(
    '/api/boot',
    {
      config: { maxAge: 0 },
      schema: { tags, summary: 'The boot configuration index.html carries', response: { 200: bootConfigSchema } },
    },
    async (request) => bootConfig(app.db, request.site),
  );
};
