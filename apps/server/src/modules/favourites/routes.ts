import { errorBodySchema } from '@playline/contract';
import { favouritesSchema } from '@playline/contract/sports';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listFavourites, mergeFavourites, replaceFavourites } from './service';

const tags = ['favourites'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

function userIdOf(request: FastifyRequest): number {
  if (!request.user) throw new Error('requireUser did not run');
  return request.user.userId;
}

const depsOf = (app: FastifyInstance) => ({
  db: app.db,
  transaction: app.ledger.transaction,
  feed: app.feed,
  now: app.clock(),
});

/** A player's favourite events, kept server-side so they follow the player across devices (issue 4). */
export const favouritesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation, so a visitor gets 401 rather than a complaint about the body.
  app.addHook('preValidation', app.requireUser);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/client/favourites',
    { schema: { tags, summary: 'Favourite event ids', response: { 200: favouritesSchema, ...errors } } },
    async (request) => listFavourites(app.db, userIdOf(request)),
  );

  app.put(
    '/api/client/favourites',
    {
      schema: {
        tags,
        summary: 'Replace the favourites (ids the feed never produced are ignored)',
        body: favouritesSchema,
        response: { 200: favouritesSchema, ...errors },
      },
    },
    async (request) => replaceFavourites(depsOf(app), userIdOf(request), request.body.eventIds),
  );

  app.post(
    '/api/client/favourites/merge',
    {
      schema: {
        tags,
        summary: "Unite the visitor's favourites with the stored ones (at login); answers the union",
        body: favouritesSchema,
        response: { 200: favouritesSchema, ...errors },
      },
    },
    async (request) => mergeFavourites(depsOf(app), userIdOf(request), request.body.eventIds),
  );
};
