import { errorBodySchema } from '@playline/contract';
import {
  sendNotificationRequestSchema,
  sendNotificationResultSchema,
  userGroupsSchema,
  userIdParamsSchema,
} from '@playline/contract/hub';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error';
import { groupsOfUser, replaceGroups } from './groups-repository';
import { findUser } from './repository';
import { sendNotification } from './service';

const tags = ['admin'];
const security = [{ bearer: [] }];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** Operator calls: toasts through the hub to a player, a brand or a group, and players' groups. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const existingUser = async (userId: number) => {
    if (!(await findUser(app.db, userId))) throw new HttpError(404, `There is no user ${userId}`);
  };

  app.post(
    '/api/admin/notifications',
    {
      schema: {
        tags,
        summary: 'Send a toast to a user (by id, or login and site), every player of a brand, or a group of a brand',
        description: 'Delivered to the sockets connected now (no backlog); `id` lets a client drop a repeat.',
        security,
        body: sendNotificationRequestSchema,
        response: { 202: sendNotificationResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { target, notification } = request.body;
      return reply.code(202).send(await sendNotification({ db: app.db, hub: app.hub }, target, notification));
    },
  );

  app.get(
    '/api/admin/users/:userId/groups',
    {
      schema: {
        tags,
        summary: "A player's groups",
        security,
        params: userIdParamsSchema,
        response: { 200: userGroupsSchema, ...errors },
      },
    },
    async (request) => {
      await existingUser(request.params.userId);
      return { groups: await groupsOfUser(app.db, request.params.userId) };
    },
  );

  app.put(
    '/api/admin/users/:userId/groups',
    {
      schema: {
        tags,
        summary: "Replace a player's groups (sockets open now keep the groups they joined with until they reconnect)",
        security,
        params: userIdParamsSchema,
        body: userGroupsSchema,
        response: { 200: userGroupsSchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = request.params;
      await existingUser(userId);
      await replaceGroups(app.ledger.transaction, userId, request.body.groups);
      return { groups: await groupsOfUser(app.db, userId) };
    },
  );
};
