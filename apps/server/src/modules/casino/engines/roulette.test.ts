import { describe, expect, it } from 'vitest';
import { checkRouletteBets, rouletteColor, rouletteReturns, spinRoulette } from './roulette';
import { scriptedRng } from './test-rngs';
import type { RouletteBet } from './types';

const inside = (kind: 'straight' | 'split' | 'street' | 'corner' | 'line', numbers: number[]): RouletteBet => ({
  kind,
  numbers,
  stake: 10,
});

describe('checkRouletteBets', () => {
  it.each([
    ['straight', [0]],
    ['straight', [36]],
    ['split', [1, 2]],
    ['split', [4, 1]],
    ['split', [0, 3]],
    ['street', [34, 35, 36]],
    ['corner', [1, 2, 4, 5]],
    ['corner', [32, 33, 35, 36]],
    ['corner', [0, 1, 2, 3]],
    ['line', [1, 2, 3, 4, 5, 6]],
    ['line', [31, 32, 33, 34, 35, 36]],
  ] as const)('accepts a %s on %j', (kind, numbers) => {
    expect(checkRouletteBets([inside(kind, [...numbers])])).toBeNull();
  });

  it.each([
    ['split', [3, 4], 'adjacent'],
    ['split', [0, 4], 'adjacent'],
    ['split', [1, 1], 'adjacent'],
    ['straight', [1, 2], 'one number'],
    ['street', [2, 3, 4], 'row of three'],
    ['corner', [3, 4, 6, 7], '2x2'],
    ['corner', [1, 2, 3, 4], '2x2'],
    ['line', [2, 3, 4, 5, 6, 7], 'two adjacent rows'],
    ['line', [1, 2, 3, 7, 8, 9], 'two adjacent rows'],
  ] as const)('refuses a %s on %j', (kind, numbers, reason) => {
    expect(checkRouletteBets([inside(kind, [...numbers])])).toContain(reason);
  });

  it('names the first bad bet and lets outside bets through', () => {
    const bets: RouletteBet[] = [
      { kind: 'red', stake: 5 },
      { kind: 'dozen', index: 2, stake: 5 },
      inside('split', [1, 5]),
    ];
    expect(checkRouletteBets(bets)).toMatch(/^bet 3: /);
  });
});

describe('paying roulette', () => {
  it('colours 18 numbers red, 18 black and 0 green', () => {
    const colours = Array.from({ length: 37 }, (_, n) => rouletteColor(n));
    expect(colours.filter((c) => c === 'red')).toHaveLength(18);
    expect(colours.filter((c) => c === 'black')).toHaveLength(18);
    expect([rouletteColor(0), rouletteColor(1), rouletteColor(2)]).toEqual(['green', 'red', 'black']);
  });

  it('returns each bet with its stake at the listed multiples', () => {
    const bets: RouletteBet[] = [
      inside('straight', [17]),
      inside('split', [17, 20]),
      inside('street', [16, 17, 18]),
      inside('corner', [13, 14, 16, 17]),
      inside('line', [13, 14, 15, 16, 17, 18]),
      { kind: 'dozen', index: 2, stake: 10 },
      { kind: 'column', index: 2, stake: 10 },
      { kind: 'black', stake: 10 },
      { kind: 'odd', stake: 10 },
      { kind: 'low', stake: 10 },
      { kind: 'red', stake: 10 },
      { kind: 'high', stake: 10 },
    ];
    expect(rouletteReturns(bets, 17)).toEqual([360, 180, 120, 90, 60, 30, 30, 20, 20, 20, 0, 0]);
  });

  it('loses every even-money, dozen and column bet on 0', () => {
    const outside: RouletteBet[] = ['red', 'black', 'odd', 'even', 'low', 'high'].map(
      (kind) => ({ kind, stake: 10 }) as RouletteBet,
    );
    outside.push({ kind: 'dozen', index: 1, stake: 10 }, { kind: 'column', index: 1, stake: 10 });
    expect(rouletteReturns(outside, 0).every((amount) => amount === 0)).toBe(true);
    expect(rouletteReturns([inside('corner', [0, 1, 2, 3])], 0)).toEqual([90]);
  });

  it('spins a pocket and totals the bets it pays', () => {
    const play = spinRoulette([inside('straight', [7]), { kind: 'red', stake: 10 }], scriptedRng([7]));
    expect(play).toEqual({ win: 380, outcome: { engine: 'roulette', number: 7, color: 'red', returns: [360, 20] } });
  });
});
