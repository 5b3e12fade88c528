import type { SetLimitRequest } from '@playline/contract/safer-gambling';
import { api } from '../../../lib/api-client';

/** PUT /api/client/rg/limits: a new limit applies at once (only raises and removals wait for the cooling-off). */
export function putLimit(body: SetLimitRequest, languageId: number): Promise<unknown> {
  return api.put('/client/rg/limits', body, { query: { languageId } });
}

/** PUT /api/client/rg/time-limit: the session time limit in seconds. */
export function putTimeLimit(timeLimitSeconds: number, languageId: number): Promise<unknown> {
  return api.put('/client/rg/time-limit', { timeLimitSeconds }, { query: { languageId } });
}
