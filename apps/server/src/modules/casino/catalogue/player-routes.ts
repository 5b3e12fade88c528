import { casinoEndpoints as endpoints } from '@playline/contract/endpoints/casino';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messagesFor } from '#app/i18n/translate.ts';
import { serve } from '#app/lib/serve.ts';
import type { CasinoCatalogue } from './catalogue';
import { addFavourite, listFavourites, mergeFavourites, removeFavourite, replaceFavourites } from './favourites';
import { recentGameIds } from './recent';

function userIdOf(request: FastifyRequest): number {
  if (!request.user) throw new Error('requireUser did not run');
  return request.user.userId;
}

/**
 * A player's favourite and recently played games, kept server-side so they follow the player across devices. Every
 * endpoint here is `session`: the login check runs before validation, so a visitor gets 401, not a body complaint.
 */
export const playerRoutes: FastifyPluginAsyncZod<{ catalogue: CasinoCatalogue }> = async (app, { catalogue }) => {
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

  serve(app, endpoints.getFavourites, async (request) => listFavourites(app.db, userIdOf(request)));

  serve(app, endpoints.replaceFavourites, async (request) =>
    replaceFavourites(depsOf(app, request), userIdOf(request), request.body.gameIds),
  );

  serve(app, endpoints.mergeFavourites, async (request) =>
    mergeFavourites(depsOf(app, request), userIdOf(request), request.body.gameIds),
  );

  serve(app, endpoints.addFavourite, async (request) =>
    addFavourite(depsOf(app, request), userIdOf(request), request.params.gameId),
  );

  serve(app, endpoints.removeFavourite, async (request) =>
    removeFavourite(depsOf(app, request), userIdOf(request), request.params.gameId),
  );

  serve(app, endpoints.getRecentGames, async (request) => {
    const ids = await recentGameIds(app.db, userIdOf(request));
    return { games: ids.flatMap((id) => catalogue.byId(id)?.game ?? []) };
  });
};
