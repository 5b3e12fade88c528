import { describe, expect, it } from 'vitest';
import { createTranslate } from '../texts';
import { betLabel, buildBets, colourOf } from './roulette-bets';

describe('buildBets', () => {
  it('adds chips on one spot into one bet, in the order spots were first played', () => {
    const bets = buildBets([
      { spot: { kind: 'red' }, stake: 100 },
      { spot: { kind: 'straight', number: 17 }, stake: 50 },
      { spot: { kind: 'red' }, stake: 200 },
      { spot: { kind: 'dozen', index: 2 }, stake: 100 },
      { spot: { kind: 'straight', number: 17 }, stake: 50 },
    ]);
    expect(bets).toEqual([
      { kind: 'red', stake: 300 },
      { kind: 'straight', numbers: [17], stake: 100 },
      { kind: 'dozen', index: 2, stake: 100 },
    ]);
  });

  it('keeps a column apart from the dozen with the same index', () => {
    const bets = buildBets([
      { spot: { kind: 'dozen', index: 1 }, stake: 10 },
      { spot: { kind: 'column', index: 1 }, stake: 10 },
    ]);
    expect(bets).toHaveLength(2);
  });

  it('is empty without chips', () => {
    expect(buildBets([])).toEqual([]);
  });
});

describe('the board', () => {
  it('colours numbers as a European wheel does', () => {
    expect([0, 1, 2, 10, 11, 19, 36].map(colourOf)).toEqual(['green', 'red', 'black', 'black', 'black', 'red', 'red']);
  });

  it('names bets in the session language', () => {
    const greek = createTranslate(2);
    expect(betLabel({ kind: 'dozen', index: 3, stake: 1 }, greek)).toBe('3η 12άδα');
    expect(betLabel({ kind: 'straight', numbers: [7], stake: 1 }, createTranslate(1))).toBe('Number 7');
  });
});
