import type { ReminderRequest, SessionPlay } from '@playline/contract';
import type { Database } from '#app/db/client.ts';
import type { AuthSession } from '../auth/sessions';
import { netResultSince, reminderMinutesOf, saveReminder, sessionStartOf } from './reminder-repository';

/** A visitor's answer: no reminder, no session. */
export const NO_SESSION_PLAY: SessionPlay = {
  reminderMinutes: 0,
  sessionStartedAt: null,
  sessionElapsedSeconds: 0,
  sessionNet: 0,
};

/**
 * What the reality-check reminder shows: the player's interval, the whole seconds since this session logged in
 * (not restarted by the time-limit alert's Continue) and the net result of what was staked and returned since then.
 */
export async function sessionPlay(
  db: Database,
  userId: number,
  session: AuthSession | null,
  now: Date,
): Promise<SessionPlay> {
  const reminderMinutes = await reminderMinutesOf(db, userId);
  const startedAt = session ? await sessionStartOf(db, session.idHash) : null;
  if (!startedAt) return { ...NO_SESSION_PLAY, reminderMinutes };
  const elapsed = Math.floor((now.getTime() - startedAt.getTime()) / 1000);
  return {
    reminderMinutes,
    sessionStartedAt: startedAt.toISOString(),
    sessionElapsedSeconds: Math.max(0, elapsed),
    sessionNet: await netResultSince(db, userId, startedAt),
  };
}

/** PUT /api/client/rg/reminder: applies at once (a reminder only adds protection, so no cooling-off). */
export async function setReminder(
  db: Database,
  userId: number,
  session: AuthSession,
  { minutes }: ReminderRequest,
  now: Date,
): Promise<SessionPlay> {
  await saveReminder(db, userId, minutes, now);
  return sessionPlay(db, userId, session, now);
}
