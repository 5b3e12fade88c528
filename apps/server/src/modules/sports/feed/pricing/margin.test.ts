import { describe, expect, it } from 'vitest';
import { applyMargin } from './margin';

const implied = (odds: number[]) => odds.reduce((sum, price) => sum + 1 / price, 0);

describe('bookmaker margin', () => {
  it('prices favourites shorter than underdogs and sums implied chances to 1 + margin', () => {
    const odds = applyMargin(
      [
        { code: 'a', p: 0.55 },
        { code: 'b', p: 0.27 },
        { code: 'c', p: 0.18 },
      ],
      0.05,
    );
    expect(odds[0]!).toBeLessThan(odds[1]!);
    expect(odds[1]!).toBeLessThan(odds[2]!);
    expect(implied(odds)).toBeCloseTo(1.05, 2);
  });

  it('keeps a near-certain outcome at 1.01 or more and long shots below the cap', () => {
    const odds = applyMargin(
      [
        { code: 'sure', p: 0.999 },
        { code: 'shock', p: 0.001 },
      ],
      0.05,
    );
    expect(odds[0]).toBeGreaterThanOrEqual(1.01);
    expect(odds[1]).toBeLessThan(1000);
  });

  it('scales markets with two winners per result (double chance) to two plus the margin', () => {
    const odds = applyMargin(
      [
        { code: '1X', p: 0.7 },
        { code: '12', p: 0.75 },
        { code: 'X2', p: 0.55 },
      ],
      0.06,
      2,
    );
    expect(implied(odds)).toBeCloseTo(2.12, 2);
    expect(odds.every((price) => price > 1)).toBe(true);
  });
});
