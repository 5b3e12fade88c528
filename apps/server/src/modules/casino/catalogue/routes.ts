import { casinoEndpoints as endpoints } from '@playline/contract/endpoints/casino';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messagesFor } from '#app/i18n/translate.ts';
import { HttpError } from '#app/lib/http-error.ts';
import { serve } from '#app/lib/serve.ts';
import { sendAnswer } from '#app/modules/sports/answer.ts';
import { declareAccess } from '#app/plugins/route-access.ts';
import { CATALOGUE_ACCESS } from '../access';
import { playerRoutes } from './player-routes';
import { CatalogueService } from './service';
import { thumbnailSvg } from './thumbnail';

/** The catalogue changes only with a deploy: five minutes of reuse, then a cheap revalidation by ETag. */
const read = { config: { maxAge: 300 } };

/** The casino catalogue (issue 7): lobby pages, lists, search, thumbnails; favourites and recent for players. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAccess(app, CATALOGUE_ACCESS);
  const service = new CatalogueService(app.feed);
  const brandOf = (request: { site: { brandKey: string } }) => request.site.brandKey;

  serve(
    app,
    endpoints.getLobby,
    async (request, reply) => sendAnswer(request, reply, service.lobby(brandOf(request), request.query.lobby)),
    read,
  );

  serve(
    app,
    endpoints.getCategories,
    async (request, reply) => sendAnswer(request, reply, service.categories(brandOf(request), request.query.lobby)),
    read,
  );

  serve(
    app,
    endpoints.getGames,
    async (request, reply) => sendAnswer(request, reply, service.games(brandOf(request), request.query)),
    read,
  );

  serve(
    app,
    endpoints.getGame,
    async (request, reply) => sendAnswer(request, reply, service.game(request.params.gameId, messagesFor(request))),
    read,
  );

  serve(
    app,
    endpoints.getVendors,
    async (request, reply) => sendAnswer(request, reply, service.vendors(request.query.lobby)),
    read,
  );

  serve(app, endpoints.getThumbnail, async (request, reply) => {
    const entry = service.catalogue.byId(request.params.file.slice(0, -'.svg'.length));
    if (!entry) throw new HttpError(404, messagesFor(request).t('casino.gameNotFound'));
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(thumbnailSvg(entry));
  });

  await app.register(playerRoutes, { catalogue: service.catalogue });
};
