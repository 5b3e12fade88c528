import { describe, expect, it } from 'vitest';
import { playCrash } from './crash';
import { seededRng } from './rng';
import { ROULETTE_POCKETS, rouletteReturns, spinRoulette } from './roulette';
import {
  exactStandardError,
  SIMULATION_ROUNDS,
  SIMULATION_TIMEOUT_MS,
  simulate,
  TOLERANCE_IN_STANDARD_ERRORS,
} from './sim-support';
import type { RouletteBet, WheelSegment } from './types';
import { spinWheel, WHEEL_LAYOUT, wheelReturns } from './wheel';

describe('roulette return to player', () => {
  /** One chip of every kind, 100 staked a round. */
  const bets: RouletteBet[] = [
    { kind: 'straight', numbers: [17], stake: 10 },
    { kind: 'split', numbers: [0, 2], stake: 10 },
    { kind: 'street', numbers: [31, 32, 33], stake: 10 },
    { kind: 'corner', numbers: [0, 1, 2, 3], stake: 10 },
    { kind: 'line', numbers: [19, 20, 21, 22, 23, 24], stake: 10 },
    { kind: 'dozen', index: 3, stake: 10 },
    { kind: 'column', index: 1, stake: 10 },
    { kind: 'red', stake: 10 },
    { kind: 'odd', stake: 10 },
    { kind: 'high', stake: 10 },
  ];
  const staked = 100;
  const perPocket = Array.from({ length: ROULETTE_POCKETS }, (_, n) => ({
    value: rouletteReturns(bets, n).reduce((sum, amount) => sum + amount, 0) / staked,
    p: 1 / ROULETTE_POCKETS,
  }));

  it('every bet kind returns 36/37 exactly', () => {
    const exact = perPocket.reduce((sum, o) => sum + o.value * o.p, 0);
    expect(exact).toBeCloseTo(36 / 37, 12);
  });

  it(
    'a mix of every kind over 1,000,000 spins returns 36/37',
    () => {
      const rng = seededRng(37);
      const result = simulate(SIMULATION_ROUNDS, () => spinRoulette(bets, rng).win / staked);
      const standardError = exactStandardError(perPocket, SIMULATION_ROUNDS);
      expect(Math.abs(result.mean - 36 / 37)).toBeLessThan(TOLERANCE_IN_STANDARD_ERRORS * standardError);
    },
    SIMULATION_TIMEOUT_MS,
  );
});

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
