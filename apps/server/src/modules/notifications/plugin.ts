import type { FastifyPluginAsync } from 'fastify';
import { notificationRoutes } from './routes';
import { installUserPushes } from './user-pushes';

/**
 * What reaches a player's, brand's or group's hub channel from the server: the operator's notifications (admin
 * API) and the pushes that follow the ledger (balance, bet settled). After the ledger and hub plugins.
 */
export const notificationsModule: FastifyPluginAsync = async (app) => {
  installUserPushes(app);
  await app.register(notificationRoutes);
};
