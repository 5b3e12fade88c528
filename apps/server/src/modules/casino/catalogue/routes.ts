import { errorBodySchema } from '@playline/contract';
import {
  casinoGameSchema,
  casinoLobbySchema,
  categoriesSchema,
  gameParamsSchema,
  gamesPageSchema,
  gamesQuerySchema,
  lobbyQuerySchema,
  lobbySchema,
  vendorsSchema,
} from '@playline/contract/casino';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { messagesFor } from '../../../i18n/translate';
import { HttpError } from '../../../lib/http-error';
import { declareAccess } from '../../../plugins/route-access';
import { sendAnswer } from '../../sports/answer';
import { CATALOGUE_ACCESS } from '../access';
import { playerRoutes } from './player-routes';
import { CatalogueService } from './service';
import { thumbnailSvg } from './thumbnail';

const tags = ['casino'];
const errors = { 400: errorBodySchema };
const notFound = { 400: errorBodySchema, 404: errorBodySchema };
/** The catalogue changes only with a deploy: five minutes of reuse, then a cheap revalidation by ETag. */
const read = { config: { maxAge: 300 } };
const vendorsQuerySchema = z.object({ lobby: casinoLobbySchema.optional() });
const thumbnailParamsSchema = z.object({
  file: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}\.svg$/, 'a thumbnail is <game id>.svg'),
});

/** The casino catalogue (issue 7): lobby pages, lists, search, thumbnails; favourites and recent for players. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAccess(app, CATALOGUE_ACCESS);
  const service = new CatalogueService(app.feed);
  const brandOf = (request: { site: { brandKey: string } }) => request.site.brandKey;

  app.get(
    '/api/casino/lobby',
    {
      ...read,
      schema: {
        tags,
        summary: "A home page: its categories' first games in the brand's order, and its vendors",
        querystring: lobbyQuerySchema,
        response: { 200: lobbySchema, ...errors },
      },
    },
    async (request, reply) => sendAnswer(request, reply, service.lobby(brandOf(request), request.query.lobby)),
  );

  app.get(
    '/api/casino/categories',
    {
      ...read,
      schema: {
        tags,
        summary: "A lobby's categories with their subcategories and counts",
        querystring: lobbyQuerySchema,
        response: { 200: categoriesSchema, ...errors },
      },
    },
    async (request, reply) => sendAnswer(request, reply, service.categories(brandOf(request), request.query.lobby)),
  );

  app.get(
    '/api/casino/games',
    {
      ...read,
      schema: {
        tags,
        summary: 'A filtered page of games; q searches names and vendors (2+ characters), ids lists given games',
        querystring: gamesQuerySchema,
        response: { 200: gamesPageSchema, ...errors },
      },
    },
    async (request, reply) => sendAnswer(request, reply, service.games(brandOf(request), request.query)),
  );

  app.get(
    '/api/casino/games/:gameId',
    {
      ...read,
      schema: { tags, summary: 'One game', params: gameParamsSchema, response: { 200: casinoGameSchema, ...notFound } },
    },
    async (request, reply) => sendAnswer(request, reply, service.game(request.params.gameId, messagesFor(request))),
  );

  app.get(
    '/api/casino/vendors',
    {
      ...read,
      schema: {
        tags,
        summary: 'Vendors with their game counts (of a lobby, or all)',
        querystring: vendorsQuerySchema,
        response: { 200: vendorsSchema, ...errors },
      },
    },
    async (request, reply) => sendAnswer(request, reply, service.vendors(request.query.lobby)),
  );

  app.get(
    '/api/casino/thumbnails/:file',
    {
      schema: {
        tags,
        summary: "A game's tile picture (SVG, 4:3), immutable per URL (the catalogue's URL carries a version)",
        params: thumbnailParamsSchema,
        response: { 404: errorBodySchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const entry = service.catalogue.byId(request.params.file.slice(0, -'.svg'.length));
      if (!entry) throw new HttpError(404, messagesFor(request).t('casino.gameNotFound'));
      return (
        reply
          .type('image/svg+xml; charset=utf-8')
          .header('cache-control', 'public, max-age=31536000, immutable')
          // The body is the SVG text, not JSON: the typed reply only knows the error schema it declares.
          .send(thumbnailSvg(entry) as never)
      );
    },
  );

  await app.register(playerRoutes, { catalogue: service.catalogue });
};
