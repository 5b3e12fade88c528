import { route } from '../http/route';
import type { responsibleGamblingSchema } from './auth';
import type { casinoCheckSchema, timeLimitRequestSchema } from './responsible-gambling';

/** Spec §4's session time limit, reality check and casino gate; schemas in `responsible-gambling.endpoints.ts`. */

/** A GET that changes state, as the spec names it; refused from another site's page (decision 020). */
export const resetRealityCheck = route(
  'GET',
  '/api/auth/resetRealityCheck',
  {} as {
    response: typeof responsibleGamblingSchema;
  },
);

export const setTimeLimit = route(
  'PUT',
  '/api/client/rg/time-limit',
  {} as {
    body: typeof timeLimitRequestSchema;
    response: typeof responsibleGamblingSchema;
  },
);

export const cancelPendingTimeLimit = route(
  'DELETE',
  '/api/client/rg/time-limit/pending',
  {} as {
    response: typeof responsibleGamblingSchema;
  },
);

export const getCasinoCheck = route(
  'GET',
  '/api/client/rg/casino-check',
  {} as {
    response: typeof casinoCheckSchema;
  },
);
