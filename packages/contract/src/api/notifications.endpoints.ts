import { endpoint } from '../http/endpoint';
import {
  sendNotificationRequestSchema,
  sendNotificationResultSchema,
  userGroupsSchema,
  userIdParamsSchema,
} from './hub';
import * as routes from './notifications.routes';

/** 404 for a user (or login) that does not exist. */
const common = { tags: ['admin'], auth: 'staff', permission: 'players.notify', errors: [404] } as const;

export const notificationsEndpoints = {
  sendNotification: endpoint(routes.sendNotification, {
    ...common,
    summary: 'Send a toast to a user (by id, or login and site), every player of a brand, or a group of a brand',
    description: 'Delivered to the sockets connected now (no backlog); `id` lets a client drop a repeat.',
    body: sendNotificationRequestSchema,
    response: sendNotificationResultSchema,
    status: 202,
  }),
  getUserGroups: endpoint(routes.getUserGroups, {
    ...common,
    summary: "A player's groups",
    params: userIdParamsSchema,
    response: userGroupsSchema,
  }),
  setUserGroups: endpoint(routes.setUserGroups, {
    ...common,
    summary: "Replace a player's groups (sockets open now keep the groups they joined with until they reconnect)",
    params: userIdParamsSchema,
    body: userGroupsSchema,
    response: userGroupsSchema,
  }),
};
