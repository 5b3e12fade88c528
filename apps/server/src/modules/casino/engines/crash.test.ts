import { describe, expect, it } from 'vitest';
import {
  CRASH_MAX_CASH_OUT,
  checkCrashTarget,
  FLIGHT_DOUBLING_MS,
  flightCrashed,
  flightHundredths,
  playCrash,
} from './crash';
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

describe('a flight cashed out by hand', () => {
  /** The first ms at which the flight shows `hundredths`. */
  const firstMsAt = (hundredths: number) => {
    let ms = Math.floor(FLIGHT_DOUBLING_MS * Math.log2(hundredths / 100)) - 2;
    while (flightHundredths(ms) < hundredths) ms++;
    return ms;
  };

  it('wins at m exactly when the crash point is m or more, so P(win at m) = 0.97 / m as with a target', () => {
    for (const ms of [60, 1000, 4000, 13_000, 36_000]) {
      const hundredths = flightHundredths(ms);
      expect(hundredths).toBeGreaterThanOrEqual(101);
      expect(flightCrashed(hundredths, ms)).toBe(false);
      expect(flightCrashed(hundredths - 1, ms)).toBe(true);
      // The draw that makes the point m wins at m; the draws below it lose, as playCrash's targets do.
      const point = playCrash(100, undefined, scriptedRng([drawFor(hundredths / 100)])).outcome.crashPoint;
      expect(point).toBe(hundredths / 100);
    }
    expect(flightHundredths(4000)).toBe(200);
  });

  it('crashes an instant crash (1.00) at take-off, and every flight by the cap', () => {
    expect(flightCrashed(100, 0)).toBe(true);
    expect(flightCrashed(101, 0)).toBe(false);
    expect(flightCrashed(CRASH_MAX_CASH_OUT * 100, firstMsAt(CRASH_MAX_CASH_OUT * 100 + 1))).toBe(true);
  });

  it('draws a flight without a target: no win, the point kept for the server', () => {
    const play = playCrash(100, undefined, scriptedRng([drawFor(3)]));
    expect(play).toEqual({ win: 0, outcome: { engine: 'crash', crashPoint: 3, cashOutAt: null, cashedOut: false } });
  });
});
