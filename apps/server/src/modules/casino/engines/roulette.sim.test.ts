import { describe, expect, it } from 'vitest';
import { seededRng } from './rng';
import { ROULETTE_POCKETS, rouletteReturns, spinRoulette } from './roulette';
import {
  exactStandardError,
  SIMULATION_ROUNDS,
  SIMULATION_TIMEOUT_MS,
  simulate,
  TOLERANCE_IN_STANDARD_ERRORS,
} from './sim-support';
import type { RouletteBet } from './types';

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
