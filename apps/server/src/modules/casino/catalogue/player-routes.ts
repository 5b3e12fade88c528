import { errorBodySchema } from '@playline/contract';
import { casinoFavouritesSchema, gameParamsSchema, recentGamesSchema } from '@playline/contract/casino';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messagesFor } from '../../../i18n/translate';
import type { CasinoCatalogue } from './catalogue';
import { addFavourite, listFavourites, mergeFavourites, removeFavourite, replaceFavourites } from './favourites';
import { recentGameIds } from './recent';

const tags = ['casino'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const withNotFound = { ...errors, 404: errorBodySchema, 409: errorBodySchema };

function userIdOf(request: FastifyRequest): number {
  if (!request.user) throw new Error('requireUser did not run');
  return request.user.userId;
}

/** A player's favourite and recently played games, kept server-side so they follow the player across devices. */
export const playerRoutes: FastifyPluginAsyncZod<{ catalogue: CasinoCatalogue }> = async (app, { catalogue }) => {
  // Before validation, so a visitor gets 401 rather than a complaint about the body.
  app.addHook('preValidation', app.requireUser);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const depsOf = (instance: FastifyInstance, request: FastifyRequest) => ({
    db: instance.db,
    transaction: instance.ledger.transaction,
    catalogue,
    now: instance.clock(),
    messages: messagesFor(request),
  });

  app.get(
    '/api/casino/favourites',
    {
      schema: {
        tags,
        summary: 'Favourite game ids, latest first',
        response: { 200: casinoFavouritesSchema, ...errors },
      },
    },
    async (request) => listFavourites(app.db, userIdOf(request)),
  );

  app.put(
    '/api/casino/favourites',
    {
      schema: {
        tags,
        summary: 'Replace the favourites (games the catalogue does not have are ignored)',
        body: casinoFavouritesSchema,
        response: { 200: casinoFavouritesSchema, ...errors },
      },
    },
    async (request) => replaceFavourites(depsOf(app, request), userIdOf(request), request.body.gameIds),
  );

  app.post(
    '/api/casino/favourites/merge',
    {
      schema: {
        tags,
        summary: "Unite the visitor's favourites with the stored ones (at login); answers the union",
        body: casinoFavouritesSchema,
        response: { 200: casinoFavouritesSchema, ...errors },
      },
    },
    async (request) => mergeFavourites(depsOf(app, request), userIdOf(request), request.body.gameIds),
  );

  app.put(
    '/api/casino/favourites/:gameId',
    {
      schema: {
        tags,
        summary: 'Add a favourite game (409 once the list is full)',
        params: gameParamsSchema,
        response: { 200: casinoFavouritesSchema, ...withNotFound },
      },
    },
    async (request) => addFavourite(depsOf(app, request), userIdOf(request), request.params.gameId),
  );

  app.delete(
    '/api/casino/favourites/:gameId',
    {
      schema: {
        tags,
        summary: 'Remove a favourite game',
        params: gameParamsSchema,
        response: { 200: casinoFavouritesSchema, ...withNotFound },
      },
    },
    async (request) => removeFavourite(depsOf(app, request), userIdOf(request), request.params.gameId),
  );

  app.get(
    '/api/casino/recent',
    {
      schema: {
        tags,
        summary: 'Recently launched games, latest first',
        response: { 200: recentGamesSchema, ...errors },
      },
    },
    async (request) => {
      const ids = await recentGameIds(app.db, userIdOf(request));
      return { games: ids.flatMap((id) => catalogue.byId(id)?.game ?? []) };
    },
  );
};
