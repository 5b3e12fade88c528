import type { FastifyPluginAsync } from 'fastify';
import { brandChannel, groupChannel } from '../hub/channels';
import { groupsOfUser } from './groups-repository';
import { notificationRoutes } from './routes';
import { installUserPushes } from './user-pushes';

/**
 * What reaches a player's, brand's or group's hub channel from the server: the operator's notifications (admin
 * API) and the pushes that follow the ledger (balance, bet settled). After the ledger and hub plugins.
 */
export const notificationsModule: FastifyPluginAsync = async (app) => {
  installUserPushes(app);
  // A player's socket joins their brand's channel and their groups' (the operator's toasts reach them there).
  app.hubExtensions.addPlayerChannels(async (player) => {
    const groups = await groupsOfUser(app.db, player.userId);
    return [brandChannel(player.brandKey), ...groups.map((group) => groupChannel(player.brandKey, group))];
  });
  await app.register(notificationRoutes);
};
