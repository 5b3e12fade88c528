import { describe, expect, it } from 'vitest';
import { CRASH_MAX_CASH_OUT, checkCrashTarget, playCrash } from './crash';
import { scriptedRng } from './test-rngs';

const TWO_POW_32 = 2 ** 32;
/** The draw k makes the crash point 0.97 · 2^32 / (k + 1). */
const drawFor = (point: number) => Math.floor((0.97 * TWO_POW_32) / point) - 1;

describe('playCrash', () => {
  it('pays the target times the stake, floored, when the round reaches it', () => {
    const play = playCrash(333, 2.5, scriptedRng([drawFor(2.5)]));
    expect(play.outcome).toEqual({ engine: 'crash', crashPoint: 2.5, cashOutAt: 2.5, cashedOut: true });
    expect(play.win).toBe(832);
  });

  it('loses when the round crashes a hundredth below the target', () => {
    const play = playCrash(100, 2.5, scriptedRng([drawFor(2.49)]));
    expect(play.outcome.crashPoint).toBe(2.49);
    expect(play.win).toBe(0);
  });

  it('shows an instant crash as 1.00 and caps the top at the maximum', () => {
    expect(playCrash(100, 1.01, scriptedRng([TWO_POW_32 - 1])).outcome.crashPoint).toBe(1);
    const top = playCrash(100, CRASH_MAX_CASH_OUT, scriptedRng([0]));
    expect(top.outcome.crashPoint).toBe(CRASH_MAX_CASH_OUT);
    expect(top.win).toBe(100_000);
  });

  it('refuses a target below 1.01, above the cap or with more than two decimals', () => {
    expect(checkCrashTarget(1.005)).toMatch(/two decimals/);
    expect(checkCrashTarget(1)).toMatch(/from 1.01/);
    expect(checkCrashTarget(1000.01)).toMatch(/from 1.01/);
    expect(checkCrashTarget(Number.NaN)).not.toBeNull();
    expect(checkCrashTarget(2.3)).toBeNull();
    expect(() => playCrash(100, 0.5, scriptedRng([0]))).toThrow(RangeError);
  });

  it('plays a target with more than two decimals at the hundredth below, and 2.3 as 2.30', () => {
    const fine = playCrash(100, 2.309, scriptedRng([drawFor(2.3)]));
    expect(fine.outcome).toMatchObject({ cashOutAt: 2.3, cashedOut: true });
    expect(fine.win).toBe(230);
    expect(playCrash(100, 2.3, scriptedRng([drawFor(2.3)])).win).toBe(230);
  });
});
