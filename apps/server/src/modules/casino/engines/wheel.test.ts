import { describe, expect, it } from 'vitest';
import { scriptedRng } from './test-rngs';
import type { WheelSegment } from './types';
import { spinWheel, TOP_SLOT, WHEEL_LAYOUT, wheelReturns } from './wheel';

const KINDS: WheelSegment[] = ['1', '2', '5', '10', '20', '40'];

/** A bet of 1 on `kind`, its return averaged over every (top slot, wheel) stop, all equally likely. */
function exactReturn(kind: WheelSegment): number {
  let total = 0;
  for (const boost of TOP_SLOT) {
    for (const segment of WHEEL_LAYOUT) total += wheelReturns([{ segment: kind, stake: 1 }], { segment, boost })[0]!;
  }
  return total / (TOP_SLOT.length * WHEEL_LAYOUT.length);
}

describe('the money wheel', () => {
  it('has 54 segments in the published counts and a top slot of 25 that names every kind', () => {
    const count = (segment: string) => WHEEL_LAYOUT.filter((s) => s === segment).length;
    expect(WHEEL_LAYOUT).toHaveLength(54);
    expect(KINDS.map(count)).toEqual([25, 15, 7, 4, 2, 1]);
    expect(TOP_SLOT).toHaveLength(25);
    for (const kind of KINDS) expect(TOP_SLOT.some((entry) => entry.segment === kind)).toBe(true);
  });

  it('returns every bet exactly what the comment publishes, all between 95.5% and 96.7%', () => {
    const published = [26 / 27, 29 / 30, 259 / 270, 26 / 27, 43 / 45, 29 / 30];
    KINDS.forEach((kind, k) => {
      expect(exactReturn(kind)).toBeCloseTo(published[k]!, 12);
      expect(exactReturn(kind)).toBeGreaterThan(0.955);
      expect(exactReturn(kind)).toBeLessThan(0.967);
    });
  });

  it('keeps the big segments apart', () => {
    const big = WHEEL_LAYOUT.flatMap((segment, index) => (Number(segment) >= 20 ? [index] : []));
    const gaps = big.map((index, k) => (big[(k + 1) % big.length]! - index + 54) % 54);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(10);
  });

  it('draws the top slot, then the wheel, in one round', () => {
    expect(spinWheel(scriptedRng([7, 25]))).toEqual({
      segment: '40',
      index: 25,
      boost: { segment: '40', multiplier: 3 },
    });
    expect(spinWheel(scriptedRng([0, 6]))).toEqual({ segment: '10', index: 6, boost: { segment: '1', multiplier: 2 } });
  });

  it('pays n:1 on the stop only, times the top slot when it named that kind', () => {
    const bets = [
      { segment: '40' as const, stake: 10 },
      { segment: '1' as const, stake: 25 },
    ];
    expect(wheelReturns(bets, { segment: '40', boost: { segment: '40', multiplier: 3 } })).toEqual([1_210, 0]);
    expect(wheelReturns(bets, { segment: '40', boost: { segment: '1', multiplier: 2 } })).toEqual([410, 0]);
    expect(wheelReturns(bets, { segment: '1', boost: { segment: '1', multiplier: 2 } })).toEqual([0, 75]);
    // A result drawn before the top slot existed settles at the plain pays.
    expect(wheelReturns(bets, { segment: '1' })).toEqual([0, 50]);
  });
});
