import { describe, expect, it } from 'vitest';
import { scriptedRng } from './test-rngs';
import { spinWheel, WHEEL_LAYOUT, wheelReturns } from './wheel';

describe('the money wheel', () => {
  it('has 54 segments in the published counts, one 40 so that no bet returns more than it takes', () => {
    const count = (segment: string) => WHEEL_LAYOUT.filter((s) => s === segment).length;
    expect(WHEEL_LAYOUT).toHaveLength(54);
    expect(['1', '2', '5', '10', '20', '40'].map(count)).toEqual([25, 15, 7, 4, 2, 1]);
    for (const segment of ['1', '2', '5', '10', '20', '40']) {
      expect(((Number(segment) + 1) * count(segment)) / 54).toBeLessThan(1);
    }
  });

  it('keeps the big segments apart', () => {
    const big = WHEEL_LAYOUT.flatMap((segment, index) => (Number(segment) >= 20 ? [index] : []));
    const gaps = big.map((index, k) => (big[(k + 1) % big.length]! - index + 54) % 54);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(10);
  });

  it('stops on the drawn segment and pays n:1 on it only', () => {
    expect(spinWheel(scriptedRng([25]))).toEqual({ segment: '40', index: 25 });
    const bets = [
      { segment: '40' as const, stake: 10 },
      { segment: '1' as const, stake: 25 },
    ];
    expect(wheelReturns(bets, '40')).toEqual([410, 0]);
    expect(wheelReturns(bets, '1')).toEqual([0, 50]);
  });
});
