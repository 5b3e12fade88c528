import { describe, expect, it } from 'vitest';
import { playCrash } from './crash';
import { seededRng } from './rng';
import {
  exactStandardError,
  SIMULATION_ROUNDS,
  SIMULATION_TIMEOUT_MS,
  simulate,
  TOLERANCE_IN_STANDARD_ERRORS,
} from './sim-support';

describe('crash return to player', () => {
  it.each([1.01, 2, 10, 100, 1000])(
    'cashing out at %s returns 97% over 1,000,000 rounds',
    (target) => {
      const rng = seededRng(Math.round(target * 100));
      const result = simulate(SIMULATION_ROUNDS, () => playCrash(100, target, rng).win / 100);
      const reach = 0.97 / target;
      const standardError = exactStandardError(
        [
          { value: target, p: reach },
          { value: 0, p: 1 - reach },
        ],
        SIMULATION_ROUNDS,
      );
      expect(Math.abs(result.mean - 0.97)).toBeLessThan(TOLERANCE_IN_STANDARD_ERRORS * standardError);
    },
    SIMULATION_TIMEOUT_MS,
  );
});
