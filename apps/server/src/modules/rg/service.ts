import type { CasinoCheck, ResponsibleGambling } from '@playline/contract';
import type { Database } from '#app/db/client.ts';
import type { Messages } from '#app/i18n/translate.ts';
import { restartRealityCheck } from '../auth/session-repository';
import type { AuthSession } from '../auth/sessions';
import { setLimit } from './change-limits';
import { exclusionMessage } from './guard';
import type { RgProfile } from './player-repository';

export const NO_LIMIT: ResponsibleGambling = { timeLimitSeconds: 0, timeElapsedSeconds: 0 };

/** The player's session time limit and the whole seconds since login or the last reality-check reset. */
export function rgState(session: AuthSession | null, now: Date): ResponsibleGambling {
  if (!session) return NO_LIMIT;
  const elapsed = Math.floor((now.getTime() - session.realityCheckAt.getTime()) / 1000);
  return { timeLimitSeconds: session.timeLimitSeconds, timeElapsedSeconds: Math.max(0, elapsed) };
}

/** GET /api/auth/resetRealityCheck: the elapsed count starts again from now. */
export async function resetRealityCheck(db: Database, session: AuthSession, now: Date): Promise<ResponsibleGambling> {
  await restartRealityCheck(db, session.idHash, now);
  return rgState({ ...session, realityCheckAt: now }, now);
}

/**
 * PUT /api/client/rg/time-limit (0 removes it): saved on the account, so it holds in every session and on every
 * device. A new or shorter limit applies at once and starts its count now (a limit shorter than the time already
 * played would otherwise alert at once); a longer one or a removal waits the market's cooling-off.
 */
export async function setTimeLimit(
  tx: Database,
  profile: RgProfile,
  session: AuthSession,
  timeLimitSeconds: number,
  now: Date,
): Promise<ResponsibleGambling> {
  const wanted = timeLimitSeconds === 0 ? null : timeLimitSeconds;
  const { appliedNow } = await setLimit(tx, profile, { kind: 'time', period: 'session' }, wanted, now);
  if (!appliedNow) return rgState(session, now);
  await restartRealityCheck(tx, session.idHash, now);
  return rgState({ ...session, timeLimitSeconds, realityCheckAt: now }, now);
}

/** Whether a casino game may start now: not during an exclusion, nor once the session time limit is reached. */
export function casinoCheck(session: AuthSession, now: Date, messages: Messages): CasinoCheck {
  const excluded = exclusionMessage(session.exclusion, now, messages);
  if (excluded) return { allowed: false, reason: excluded };
  const { timeLimitSeconds, timeElapsedSeconds } = rgState(session, now);
  if (timeLimitSeconds > 0 && timeElapsedSeconds >= timeLimitSeconds) {
    return { allowed: false, reason: messages.t('rg.timeLimitReached') };
  }
  return { allowed: true, reason: null };
}
