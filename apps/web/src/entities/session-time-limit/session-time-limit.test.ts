import { describe, expect, it } from 'vitest';
import { fromServer } from './from-server';
import { hasTimeLimit, isElapsedValid, isLimitReached, shouldCount } from './session-time-limit';

const rg = (timeLimitSeconds: number, timeElapsedSeconds: number) => ({ timeLimitSeconds, timeElapsedSeconds });

describe('responsible-gambling rules (spec §4)', () => {
  it('has a limit only when it is greater than 0', () => {
    expect(hasTimeLimit(rg(0, 10))).toBe(false);
    expect(hasTimeLimit(rg(60, 0))).toBe(true);
  });

  it('treats elapsed time as valid while it is below the limit', () => {
    expect(isElapsedValid(rg(60, 59))).toBe(true);
    expect(isElapsedValid(rg(60, 60))).toBe(false);
  });

  it('reaches the limit when elapsed equals it exactly, not before', () => {
    expect(isLimitReached(rg(60, 59))).toBe(false);
    expect(isLimitReached(rg(60, 60))).toBe(true);
    expect(isLimitReached(rg(0, 0))).toBe(false);
  });

  it('counts without a limit and below one, never past it', () => {
    expect(shouldCount(rg(0, 500))).toBe(true);
    expect(shouldCount(rg(60, 59))).toBe(true);
    expect(shouldCount(rg(60, 60))).toBe(false);
  });

  it("holds the server's wall-clock elapsed time at the limit so the alert still shows", () => {
    expect(fromServer(rg(60, 75))).toEqual(rg(60, 60));
    expect(fromServer(rg(60, 10))).toEqual(rg(60, 10));
    expect(fromServer(rg(0, 75))).toEqual(rg(0, 75));
  });
});
