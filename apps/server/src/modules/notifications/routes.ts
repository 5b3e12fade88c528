import { notificationsEndpoints as endpoints } from '@playline/contract/endpoints/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '#app/lib/http-error.ts';
import { serve } from '#app/lib/serve.ts';
import { groupsOfUser, replaceGroups } from './groups-repository';
import { findUser } from './repository';
import { sendNotification } from './service';

/** Operator calls: toasts through the hub to a player, a brand or a group, and players' groups. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const existingUser = async (userId: number) => {
    if (!(await findUser(app.db, userId))) throw new HttpError(404, `There is no user ${userId}`);
  };

  serve(app, endpoints.sendNotification, async (request, reply) => {
    const { target, notification } = request.body;
    return reply.code(202).send(await sendNotification({ db: app.db, hub: app.hub }, target, notification));
  });

  serve(app, endpoints.getUserGroups, async (request) => {
    await existingUser(request.params.userId);
    return { groups: await groupsOfUser(app.db, request.params.userId) };
  });

  serve(app, endpoints.setUserGroups, async (request) => {
    const { userId } = request.params;
    await existingUser(userId);
    await replaceGroups(app.ledger.transaction, userId, request.body.groups);
    return { groups: await groupsOfUser(app.db, userId) };
  });
};
