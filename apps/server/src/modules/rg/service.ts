import type { CasinoCheck, ResponsibleGambling } from '@playline/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { Messages } from '../../i18n/translate';
import { restartRealityCheck } from '../auth/session-repository';
import type { AuthSession } from '../auth/sessions';

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

/** PUT /api/client/rg/time-limit: saved on the account, so it holds in every session and on every device. */
export async function setTimeLimit(
  db: Database,
  userId: number,
  session: AuthSession,
  timeLimitSeconds: number,
  now: Date,
): Promise<ResponsibleGambling> {
  await db.update(users).set({ rgTimeLimitSeconds: timeLimitSeconds }).where(eq(users.id, userId));
  return rgState({ ...session, timeLimitSeconds }, now);
}

/** Whether a casino game may start now: not while self-excluded, nor once the session time limit is reached. */
export function casinoCheck(session: AuthSession, now: Date, messages: Messages): CasinoCheck {
  const until = session.selfExcludedUntil;
  if (until && until > now) {
    const date = until.toISOString().slice(0, 10);
    return { allowed: false, reason: messages.t('rg.selfExcluded', { date }) };
  }
  const { timeLimitSeconds, timeElapsedSeconds } = rgState(session, now);
  if (timeLimitSeconds > 0 && timeElapsedSeconds >= timeLimitSeconds) {
    return { allowed: false, reason: messages.t('rg.timeLimitReached') };
  }
  return { allowed: true, reason: null };
}
