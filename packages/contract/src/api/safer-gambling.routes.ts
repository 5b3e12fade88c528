import { route } from '../http/route';
import type {
  activityStatementSchema,
  adminPlayerParamsSchema,
  adminSaferGamblingSchema,
  exclusionRequestSchema,
  exclusionSchema,
  limitParamsSchema,
  reminderRequestSchema,
  saferGamblingSchema,
  sessionPlaySchema,
  setLimitRequestSchema,
} from './safer-gambling';

/** The Safer gambling page's operations (issue 19); schemas and documentation in `safer-gambling.endpoints.ts`. */

export const getSaferGambling = route(
  'GET',
  '/api/client/rg/safer-gambling',
  {} as {
    response: typeof saferGamblingSchema;
  },
);

export const setLimit = route(
  'PUT',
  '/api/client/rg/limits',
  {} as {
    body: typeof setLimitRequestSchema;
    response: typeof saferGamblingSchema;
  },
);

export const cancelPendingLimit = route(
  'DELETE',
  '/api/client/rg/limits/:kind/:period/pending',
  {} as {
    params: typeof limitParamsSchema;
    response: typeof saferGamblingSchema;
  },
);

export const startExclusion = route(
  'POST',
  '/api/client/rg/exclusion',
  {} as {
    body: typeof exclusionRequestSchema;
    response: typeof exclusionSchema;
  },
);

export const getStatement = route(
  'GET',
  '/api/client/rg/statement',
  {} as {
    response: typeof activityStatementSchema;
  },
);

export const getSessionPlay = route(
  'GET',
  '/api/client/rg/session-play',
  {} as {
    response: typeof sessionPlaySchema;
  },
);

export const setReminder = route(
  'PUT',
  '/api/client/rg/reminder',
  {} as {
    body: typeof reminderRequestSchema;
    response: typeof sessionPlaySchema;
  },
);

/** The operator's view of a player's tools until the back office lands. */
export const getPlayerSaferGambling = route(
  'GET',
  '/api/admin/players/:id/safer-gambling',
  {} as {
    params: typeof adminPlayerParamsSchema;
    response: typeof adminSaferGamblingSchema;
  },
);
