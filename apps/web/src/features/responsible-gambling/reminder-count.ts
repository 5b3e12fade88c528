import type { SessionPlay } from '@playline/contract/safer-gambling';

/**
 * The reality-check reminder's count for one session, on this device's clock (epoch ms): when the session logged
 * in, and since when the current interval runs. Kept in session storage so a reload neither repeats a reminder
 * nor skips one.
 */
export interface ReminderCount {
  session: string;
  minutes: number;
  startedAt: number;
  since: number;
}

const STORAGE_KEY = 'rg_reminder';
const MINUTE_MS = 60_000;

/**
 * The count for the server's answer `play`, read at `fetchedAt`. A known session keeps its count, and a changed
 * interval restarts it from now (so a shorter one never fires at once); a session seen for the first time counts
 * from the last whole interval since login, as if the reminders had run all along.
 */
export function countFor(play: SessionPlay, fetchedAt: number, stored: ReminderCount | null): ReminderCount | null {
  if (!play.sessionStartedAt) return null;
  if (stored?.session === play.sessionStartedAt) {
    return stored.minutes === play.reminderMinutes
      ? stored
      : { ...stored, minutes: play.reminderMinutes, since: fetchedAt };
  }
  const startedAt = fetchedAt - play.sessionElapsedSeconds * 1000;
  const period = play.reminderMinutes * MINUTE_MS;
  const whole = period > 0 ? Math.floor((fetchedAt - startedAt) / period) * period : 0;
  return { session: play.sessionStartedAt, minutes: play.reminderMinutes, startedAt, since: startedAt + whole };
}

/** A reminder is due once a whole interval has run since the count started (never when off). */
export const isReminderDue = (count: ReminderCount, now: number): boolean =>
  count.minutes > 0 && now - count.since >= count.minutes * MINUTE_MS;

/** "Continue": the next reminder comes a whole interval from now. */
export const restartCount = (count: ReminderCount, now: number): ReminderCount => ({ ...count, since: now });

/** Whole seconds played in the session by now. */
export const secondsPlayed = (count: ReminderCount, now: number): number =>
  Math.max(0, Math.floor((now - count.startedAt) / 1000));

export function readCount(): ReminderCount | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<ReminderCount> | null;
    const valid =
      typeof value?.session === 'string' &&
      [value.minutes, value.startedAt, value.since].every((n) => typeof n === 'number' && Number.isFinite(n));
    return valid ? (value as ReminderCount) : null;
  } catch {
    return null;
  }
}

export function writeCount(count: ReminderCount): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(count));
  } catch {
    // Storage full or blocked: the count lives on in memory for this page.
  }
}
