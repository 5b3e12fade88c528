import * as responsible from '@playline/contract/api/responsible-gambling';
import * as rg from '@playline/contract/api/safer-gambling';
import type { SetLimitRequest } from '@playline/contract/safer-gambling';
import { call } from '#app/lib/api-client.ts';

/** PUT /api/client/rg/limits: a new limit applies at once (only raises and removals wait for the cooling-off). */
export function putLimit(body: SetLimitRequest, languageId: number): Promise<unknown> {
  return call(rg.setLimit, { body, languageId });
}

/** PUT /api/client/rg/time-limit: the session time limit in seconds. */
export function putTimeLimit(timeLimitSeconds: number, languageId: number): Promise<unknown> {
  return call(responsible.setTimeLimit, { body: { timeLimitSeconds }, languageId });
}
