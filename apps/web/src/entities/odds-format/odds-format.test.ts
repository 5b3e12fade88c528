import { beforeEach, describe, expect, it } from 'vitest';
import { createOddsFormatStore, formatOdds, ODDS_FORMAT_STORAGE_KEY, toAmerican, toFractional } from './odds-format';

describe('odds formats', () => {
  it.each([
    [1.01, '1/100', '-10000'],
    [1.5, '1/2', '-200'],
    [1.67, '4/6', '-149'],
    [1.91, '10/11', '-110'],
    [2.0, '1/1', '+100'],
    [2.1, '11/10', '+110'],
    [3.5, '5/2', '+250'],
    [1.2, '1/5', '-500'],
  ])('%s is %s fractional and %s American', (decimal, fractional, american) => {
    expect(toFractional(decimal)).toBe(fractional);
    expect(toAmerican(decimal)).toBe(american);
  });

  it.each([
    [2.07, '21/20'],
    [2.09, '11/10'],
    [1.21, '1/5'],
    [1.37, '4/11'],
    [2.35, '11/8'],
    [3.1, '85/40'],
    [3.33, '9/4'],
    [4.3, '10/3'],
    [12, '11/1'],
    [151, '150/1'],
    [2000, '1000/1'],
  ])('a price off the ladder, %s, shows as its nearest rung, %s', (decimal, fractional) => {
    expect(toFractional(decimal)).toBe(fractional);
  });

  it('shows every price from 1.01 to 100 as a rung real books quote, never as hundredths', () => {
    const ladder = new Set(['1/100', '1/66', '2/15', '8/13', '10/11', '1/1', '21/20', '11/10', '6/5', '5/4', '11/8']);
    for (const rung of ['6/4', '13/8', '7/4', '15/8', '2/1', '85/40', '9/4', '5/2', '11/4', '3/1', '10/3', '7/2']) {
      ladder.add(rung);
    }
    let previous = 0;
    for (let hundredths = 101; hundredths <= 10_000; hundredths++) {
      const fractional = toFractional(hundredths / 100);
      const [n, d] = fractional.split('/').map(Number) as [number, number];
      // No "207/100": hundredths only for the ladder's shortest rung, 1/100.
      expect(d === 100 && n !== 1 ? fractional : 'a rung').toBe('a rung');
      // Longer prices never show shorter: the ladder is in order.
      expect(1 + n / d).toBeGreaterThanOrEqual(previous);
      previous = 1 + n / d;
      // Within the part of the ladder the issue names, nothing but its rungs.
      if (hundredths >= 190 && hundredths <= 450) expect(ladder.has(fractional) || fractional === '4/1').toBe(true);
    }
  });

  it('decimal shows two decimals', () => {
    expect(formatOdds(2, 'decimal')).toBe('2.00');
    expect(formatOdds(2.5, 'fractional')).toBe('6/4');
    expect(formatOdds(2.5, 'american')).toBe('+150');
  });
});

describe('odds format setting', () => {
  beforeEach(() => localStorage.clear());

  it('is decimal by default, persists a choice and ignores a corrupt value', () => {
    expect(createOddsFormatStore().getState().format).toBe('decimal');
    createOddsFormatStore().getState().setFormat('american');
    expect(createOddsFormatStore().getState().format).toBe('american');
    localStorage.setItem(ODDS_FORMAT_STORAGE_KEY, '"roman"');
    expect(createOddsFormatStore().getState().format).toBe('decimal');
  });
});
