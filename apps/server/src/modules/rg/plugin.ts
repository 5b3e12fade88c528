import type { FastifyPluginAsync } from 'fastify';
import { rgAdminRoutes } from './admin-routes';
import { isExcludedNow } from './exclusion-in-force';
import { saferGamblingGuard } from './guard';
import { rgRoutes } from './routes';
import { saferGamblingRoutes } from './safer-gambling-routes';

/**
 * Safer gambling: the player's tools and the operator's view, and the guard every money movement passes
 * (decision 024). The guard is installed on the shared ledger, so it holds for every module that moves money.
 */
export const rgModule: FastifyPluginAsync = async (app) => {
  app.ledger.guardMovements(saferGamblingGuard(() => app.clock()));
  // A player in a time-out or self-exclusion hears no marketing toasts: their socket joins their own channel only.
  app.hubExtensions.keepToOwnChannel((player) => isExcludedNow(app.db, player.userId, app.clock()));
  await app.register(rgRoutes);
  await app.register(saferGamblingRoutes);
  await app.register(rgAdminRoutes);
};
