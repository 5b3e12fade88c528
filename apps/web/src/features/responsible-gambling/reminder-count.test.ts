import type { SessionPlay } from '@playline/contract/safer-gambling';
import { describe, expect, it } from 'vitest';
import { countFor, isReminderDue, restartCount, secondsPlayed } from './reminder-count';

const MIN = 60_000;
const T0 = Date.parse('2026-07-01T18:00:00Z');
const play = (minutes: number, elapsedMinutes: number, session = '2026-07-01T17:00:00.000Z'): SessionPlay => ({
  reminderMinutes: minutes,
  sessionStartedAt: session,
  sessionElapsedSeconds: elapsedMinutes * 60,
  sessionNet: 0,
});

describe('the reality-check reminder count', () => {
  it('comes every whole interval of the session, and the next one a whole interval after Continue', () => {
    const count = countFor(play(15, 0), T0, null);
    if (!count) throw new Error('no count');
    expect(isReminderDue(count, T0 + 15 * MIN - 1)).toBe(false);
    expect(isReminderDue(count, T0 + 15 * MIN)).toBe(true);
    const after = restartCount(count, T0 + 16 * MIN);
    expect(isReminderDue(after, T0 + 30 * MIN)).toBe(false);
    expect(isReminderDue(after, T0 + 31 * MIN)).toBe(true);
    expect(secondsPlayed(after, T0 + 31 * MIN)).toBe(31 * 60);
  });

  it('on a page opened mid-session waits for the next whole interval instead of firing at once', () => {
    const count = countFor(play(15, 40), T0, null);
    if (!count) throw new Error('no count');
    expect(secondsPlayed(count, T0)).toBe(40 * 60);
    expect(isReminderDue(count, T0 + 4 * MIN)).toBe(false);
    expect(isReminderDue(count, T0 + 5 * MIN)).toBe(true);
  });

  it('restarts when the player changes the interval, so a shorter one does not fire at once', () => {
    const off = countFor(play(0, 40), T0, null);
    expect(off && isReminderDue(off, T0 + 120 * MIN)).toBe(false);
    const on = countFor(play(15, 41), T0 + MIN, off);
    if (!on) throw new Error('no count');
    expect(isReminderDue(on, T0 + 15 * MIN)).toBe(false);
    expect(isReminderDue(on, T0 + 16 * MIN)).toBe(true);
    // The same interval read again keeps the count running.
    expect(countFor(play(15, 50), T0 + 10 * MIN, on)).toBe(on);
  });

  it('starts afresh for another session, and has nothing to count without one', () => {
    const first = countFor(play(30, 5), T0, null);
    const next = countFor(play(30, 0, '2026-07-01T18:00:00.000Z'), T0, first);
    expect(next).toMatchObject({ session: '2026-07-01T18:00:00.000Z', startedAt: T0, since: T0 });
    expect(countFor({ ...play(15, 0), sessionStartedAt: null }, T0, first)).toBeNull();
  });
});
