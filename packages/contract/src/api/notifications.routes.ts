import { route } from '../http/route';
import type {
  sendNotificationRequestSchema,
  sendNotificationResultSchema,
  userGroupsSchema,
  userIdParamsSchema,
} from './hub';

/** Operator calls: toasts through the hub and players' groups; schemas in `notifications.endpoints.ts`. */

export const sendNotification = route(
  'POST',
  '/api/admin/notifications',
  {} as {
    body: typeof sendNotificationRequestSchema;
    response: typeof sendNotificationResultSchema;
  },
);

export const getUserGroups = route(
  'GET',
  '/api/admin/users/:userId/groups',
  {} as {
    params: typeof userIdParamsSchema;
    response: typeof userGroupsSchema;
  },
);

export const setUserGroups = route(
  'PUT',
  '/api/admin/users/:userId/groups',
  {} as {
    params: typeof userIdParamsSchema;
    body: typeof userGroupsSchema;
    response: typeof userGroupsSchema;
  },
);
