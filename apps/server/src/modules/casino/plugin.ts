import type { FastifyPluginAsync } from 'fastify';
import { catalogueRoutes } from './catalogue/routes';
import { fairnessRoutes } from './fairness/routes';
import { playRoutes } from './play-routes';
import { tableRoutes } from './tables/routes';

/**
 * The casino (issue 7): the catalogue and lobby (`catalogue/`), launching games and playing their rounds against
 * the wallet (`play-routes.ts`, engines in `engines/`), and the shared live tables (`tables/`).
 */
export const casinoModule: FastifyPluginAsync = async (app) => {
  await app.register(catalogueRoutes);
  await app.register(playRoutes);
  await app.register(tableRoutes);
  await app.register(fairnessRoutes);
};
