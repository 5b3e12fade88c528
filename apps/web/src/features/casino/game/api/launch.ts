import * as casino from '@playline/contract/api/casino-games';
import type { LaunchRequest, LaunchResult } from '@playline/contract/casino';
import { call } from '#app/lib/api-client.ts';

/**
 * POST /api/casino/launch — a game session token and the frame URL. Failures are not reported to the shell: the
 * screen shows a 403's reason itself and opens the login dialog on a 401.
 */
export function launchGame(request: LaunchRequest): Promise<LaunchResult> {
  return call(casino.launchGame, { body: request }, { report: false });
}
