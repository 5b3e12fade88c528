import { favouritesEndpoints as endpoints } from '@playline/contract/endpoints/favourites';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '#app/lib/serve.ts';
import { listFavourites, mergeFavourites, replaceFavourites } from './service';

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
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  serve(app, endpoints.getFavourites, async (request) => listFavourites(app.db, userIdOf(request)));

  serve(app, endpoints.replaceFavourites, async (request) =>
    replaceFavourites(depsOf(app), userIdOf(request), request.body.eventIds),
  );

  serve(app, endpoints.mergeFavourites, async (request) =>
    mergeFavourites(depsOf(app), userIdOf(request), request.body.eventIds),
  );
};
