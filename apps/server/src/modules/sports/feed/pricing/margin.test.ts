import { describe, expect, it } from 'vitest';
import { applyMargin, toMarket } from './margin';

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

  it('never offers a price that gives the player an edge: a near-certain outcome is suspended, not floored to 1.01', () => {
    // Issue 18: p = 0.995 priced at the 1.01 floor returns 1.005 a unit to whoever backs it every time.
    for (const margin of [0.05, 0.06, 0.1]) {
      for (let k = 1; k < 1000; k++) {
        const p = k / 1000;
        const shape = {
          type: 'ou' as const,
          line: 2.5,
          group: 'goals' as const,
          builder: false,
          margin,
          outcomes: [
            { code: 'over', p },
            { code: 'under', p: 1 - p },
          ],
        };
        const market = toMarket(1, shape, 'open');
        market.outcomes.forEach((outcome, index) => {
          if (outcome.status === 'open') expect(outcome.odds * shape.outcomes[index]!.p, `p ${p}`).toBeLessThan(1);
        });
        if (p === 0.995) expect(market.outcomes[0]).toMatchObject({ odds: 1.01, status: 'suspended' });
        if (p === 0.5) expect(market.outcomes.map((outcome) => outcome.status)).toEqual(['open', 'open']);
      }
    }
  });
});
