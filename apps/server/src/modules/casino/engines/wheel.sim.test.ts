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
import { spinWheel, TOP_SLOT, WHEEL_LAYOUT, type WheelStop, wheelReturns } from './wheel';

const KINDS: WheelSegment[] = ['1', '2', '5', '10', '20', '40'];
/** Every (top slot, wheel) stop, each equally likely: the exact distribution a round is drawn from. */
const STOPS: Pick<WheelStop, 'segment' | 'boost'>[] = TOP_SLOT.flatMap((boost) =>
  WHEEL_LAYOUT.map((segment) => ({ segment, boost })),
);

/** The exact single-round distribution of a set of bets' return per unit staked. */
function distribution(bets: { segment: WheelSegment; stake: number }[]) {
  const staked = bets.reduce((sum, bet) => sum + bet.stake, 0);
  const returnOf = (stop: Pick<WheelStop, 'segment' | 'boost'>) =>
    wheelReturns(bets, stop).reduce((sum, amount) => sum + amount, 0) / staked;
  const outcomes = STOPS.map((stop) => ({ value: returnOf(stop), p: 1 / STOPS.length }));
  return { returnOf, outcomes, exact: outcomes.reduce((sum, o) => sum + o.value * o.p, 0) };
}

describe('money wheel return to player', () => {
  it(
    'over 1,000,000 rounds a chip on every segment, and each bet on its own, returns what the comment publishes',
    () => {
      const everySegment = distribution(KINDS.map((segment) => ({ segment, stake: 10 })));
      const single = KINDS.map((segment) => distribution([{ segment, stake: 10 }]));
      // The mean of the six exact returns in wheel.ts's comment.
      expect(everySegment.exact).toBeCloseTo((2 * (26 / 27) + 2 * (29 / 30) + 259 / 270 + 43 / 45) / 6, 12);

      const rng = seededRng(54);
      const sums = KINDS.map(() => 0);
      const result = simulate(SIMULATION_ROUNDS, () => {
        const stop = spinWheel(rng);
        single.forEach((bet, k) => {
          sums[k]! += bet.returnOf(stop);
        });
        return everySegment.returnOf(stop);
      });
      const tolerance = (outcomes: { value: number; p: number }[]) =>
        TOLERANCE_IN_STANDARD_ERRORS * exactStandardError(outcomes, SIMULATION_ROUNDS);
      expect(Math.abs(result.mean - everySegment.exact)).toBeLessThan(tolerance(everySegment.outcomes));
      single.forEach((bet, k) => {
        expect(Math.abs(sums[k]! / SIMULATION_ROUNDS - bet.exact)).toBeLessThan(tolerance(bet.outcomes));
      });
    },
    SIMULATION_TIMEOUT_MS,
  );
});
