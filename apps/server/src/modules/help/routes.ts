import {
  contactMessagesQuerySchema,
  contactMessagesSchema,
  contactRequestSchema,
  contactResponseSchema,
  errorBodySchema,
  helpIndexParamsSchema,
  helpIndexSchema,
  helpPageParamsSchema,
  helpPageSchema,
  helpSearchQuerySchema,
  helpSearchResultSchema,
} from '@playline/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody } from '../../lib/error-body';
import { contactInbox, createContactLimit, sendContactMessage } from './contact';
import { helpIndex, helpPage, searchHelp } from './service';

/** Help pages are edited rarely: a minute of caching with ETag revalidation, as for the content texts. */
const SHORT = { maxAge: 60 };
const tags = ['help'];

/** Help pages, help search and the contact form (issue 9); support reads the messages through the admin API. */
export const helpRoutes: FastifyPluginAsyncZod = async (app) => {
  const contactLimit = createContactLimit();

  app.get(
    '/api/help/pages/:languageId',
    {
      config: SHORT,
      schema: {
        tags,
        summary: 'Slug and title of every help page this site offers, in listing order',
        params: helpIndexParamsSchema,
        response: { 200: helpIndexSchema },
      },
    },
    async (request) => helpIndex(app.db, request.site, request.params.languageId),
  );

  app.get(
    '/api/help/pages/:languageId/:slug',
    {
      config: SHORT,
      schema: {
        tags,
        summary: 'A help page rendered to HTML (the English page when the language has none)',
        params: helpPageParamsSchema,
        response: { 200: helpPageSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { languageId, slug } = request.params;
      const page = await helpPage(app.db, request.site, languageId, slug);
      return page ?? reply.code(404).send(errorBody(404, `This site has no help page "${slug}"`));
    },
  );

  app.get(
    '/api/help/search',
    {
      config: SHORT,
      schema: {
        tags,
        summary: "Sections of this site's help pages holding every word (case and accents ignored), best first",
        querystring: helpSearchQuerySchema,
        response: { 200: helpSearchResultSchema },
      },
    },
    async (request) => searchHelp(app.db, request.site, request.query.languageId, request.query.q),
  );

  app.post(
    '/api/help/contact',
    {
      schema: {
        tags,
        summary: 'Send a message to support (visitors and players); answers its reference',
        body: contactRequestSchema,
        response: { 201: contactResponseSchema, 400: errorBodySchema, 403: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const context = {
        site: request.site,
        ip: request.ip,
        userId: request.user?.userId ?? null,
        now: app.clock().getTime(),
      };
      const sent = await sendContactMessage(app.db, contactLimit, context, request.body);
      return reply.header('cache-control', 'no-store').code(201).send(sent);
    },
  );

  // The admin call sits in its own scope so the bearer check guards it alone, not the public calls above.
  await app.register(async (scope) => {
    const admin = scope.withTypeProvider<ZodTypeProvider>();
    admin.addHook('onRequest', admin.requireAdmin);
    admin.get(
      '/api/admin/contact-messages',
      {
        schema: {
          tags: ['admin'],
          summary: 'The latest contact messages of every brand, newest first',
          security: [{ bearer: [] }],
          querystring: contactMessagesQuerySchema,
          response: { 200: contactMessagesSchema, 401: errorBodySchema, 403: errorBodySchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return contactInbox(app.db, request.query.limit);
      },
    );
  });
};
