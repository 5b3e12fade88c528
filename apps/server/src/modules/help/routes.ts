import { helpEndpoints as endpoints } from '@playline/contract/endpoints/help';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '#app/lib/error-body.ts';
import { serve } from '#app/lib/serve.ts';
import { contactInbox, createContactLimit, sendContactMessage } from './contact';
import { helpIndex, helpPage, searchHelp } from './service';

/** Help pages are edited rarely: a minute of caching with ETag revalidation, as for the content texts. */
const SHORT = { config: { maxAge: 60 } };

/** Help pages, help search and the contact form (issue 9); support reads the messages through the admin API. */
export const helpRoutes: FastifyPluginAsyncZod = async (app) => {
  const contactLimit = createContactLimit();

  serve(
    app,
    endpoints.getHelpIndex,
    async (request) => helpIndex(app.db, request.site, request.params.languageId),
    SHORT,
  );

  serve(
    app,
    endpoints.getHelpPage,
    async (request, reply) => {
      const { languageId, slug } = request.params;
      const page = await helpPage(app.db, request.site, languageId, slug);
      return page ?? reply.code(404).send(errorBody(404, `This site has no help page "${slug}"`));
    },
    SHORT,
  );

  serve(
    app,
    endpoints.searchHelp,
    async (request) => searchHelp(app.db, request.site, request.query.languageId, request.query.q),
    SHORT,
  );

  serve(app, endpoints.sendContactMessage, async (request, reply) => {
    const context = {
      site: request.site,
      ip: request.ip,
      userId: request.user?.userId ?? null,
      now: app.clock().getTime(),
    };
    const sent = await sendContactMessage(app.db, contactLimit, context, request.body);
    return reply.header('cache-control', 'no-store').code(201).send(sent);
  });

  // The endpoint's `admin` auth guards this call alone, not the public calls above.
  serve(app, endpoints.listContactMessages, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return contactInbox(app.db, request.query.limit);
  });
};
