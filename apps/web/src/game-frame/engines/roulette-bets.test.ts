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

  it('sends a split, street, corner or line as its kind with the numbers it covers', () => {
    const bets = buildBets([
      { spot: { kind: 'split', numbers: [5, 8] }, stake: 100 },
      { spot: { kind: 'corner', numbers: [5, 6, 8, 9] }, stake: 50 },
      { spot: { kind: 'split', numbers: [5, 8] }, stake: 100 },
      { spot: { kind: 'split', numbers: [5, 6] }, stake: 10 },
    ]);
    expect(bets).toEqual([
      { kind: 'split', numbers: [5, 8], stake: 200 },
      { kind: 'corner', numbers: [5, 6, 8, 9], stake: 50 },
      { kind: 'split', numbers: [5, 6], stake: 10 },
    ]);
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

  it('names inside bets by kind and numbers, in English and Greek', () => {
    const english = createTranslate(1);
    const greek = createTranslate(2);
    expect(betLabel({ kind: 'split', numbers: [0, 2], stake: 1 }, english)).toBe('Split 0/2');
    expect(betLabel({ kind: 'street', numbers: [4, 5, 6], stake: 1 }, english)).toBe('Street 4–6');
    expect(betLabel({ kind: 'corner', numbers: [5, 6, 8, 9], stake: 1 }, english)).toBe('Corner 5/6/8/9');
    expect(betLabel({ kind: 'line', numbers: [31, 32, 33, 34, 35, 36], stake: 1 }, english)).toBe('Line 31–36');
    expect(betLabel({ kind: 'corner', numbers: [0, 1, 2, 3], stake: 1 }, greek)).toBe('Καρέ 0/1/2/3');
    expect(betLabel({ kind: 'line', numbers: [1, 2, 3, 4, 5, 6], stake: 1 }, greek)).toBe('Εξάδα 1–6');
  });
});
