import { describe, expect, it } from 'vitest';
import { seededRng } from './rng';
import {
  exactStandardError,
  SIMULATION_ROUNDS,
  SIMULATION_TIMEOUT_MS,
  simulate,
  TOLERANCE_IN_STANDARD_ERRORS,
} from './sim-support';
import type { WheelSegment } from './types';
import { spinWheel, WHEEL_LAYOUT, wheelReturns } from './wheel';

describe('money wheel return to player', () => {
  const bets = (['1', '2', '5', '10', '20', '40'] as WheelSegment[]).map((segment) => ({ segment, stake: 10 }));
  const staked = 60;
  const perSegment = WHEEL_LAYOUT.map((segment) => ({
    value: wheelReturns(bets, segment).reduce((sum, amount) => sum + amount, 0) / staked,
    p: 1 / WHEEL_LAYOUT.length,
  }));
  const exact = perSegment.reduce((sum, o) => sum + o.value * o.p, 0);

  it(
    'a chip on every segment over 1,000,000 spins returns what the layout says',
    () => {
      expect(exact).toBeCloseTo((2 * 25 + 3 * 15 + 6 * 7 + 11 * 4 + 21 * 2 + 41 * 1) / 54 / 6, 12);
      const rng = seededRng(54);
      const result = simulate(SIMULATION_ROUNDS, () => {
        const { segment } = spinWheel(rng);
        return wheelReturns(bets, segment).reduce((sum, amount) => sum + amount, 0) / staked;
      });
      const standardError = exactStandardError(perSegment, SIMULATION_ROUNDS);
      expect(Math.abs(result.mean - exact)).toBeLessThan(TOLERANCE_IN_STANDARD_ERRORS * standardError);
    },
    SIMULATION_TIMEOUT_MS,
  );
});
