import type { RouletteBet } from './types';

/**
 * The standard betting layout: 1–36 in 12 rows of 3 (row 1 is 1-2-3), 0 above them. Inside bets are checked
 * against it here; `roulette.ts` pays them.
 */
const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export function rouletteColor(n: number): 'red' | 'black' | 'green' {
  if (n === 0) return 'green';
  return RED.has(n) ? 'red' : 'black';
}

const rowOf = (n: number): number => Math.ceil(n / 3);
const columnOf = (n: number): number => ((n - 1) % 3) + 1;
const sameSet = (numbers: readonly number[], expected: readonly number[]): boolean =>
  numbers.length === expected.length && expected.every((n) => numbers.includes(n));

const isSplit = (numbers: readonly number[]): boolean => {
  const low = Math.min(...numbers);
  const high = Math.max(...numbers);
  if (low === 0) return high >= 1 && high <= 3;
  const sideBySide = rowOf(low) === rowOf(high) && high - low === 1;
  return sideBySide || high - low === 3;
};
const isStreet = (numbers: readonly number[]): boolean => {
  const row = rowOf(Math.max(1, ...numbers));
  return sameSet(numbers, [3 * row - 2, 3 * row - 1, 3 * row]);
};
/** A 2x2 square, or the "first four" 0-1-2-3 (paid as a corner). */
const isCorner = (numbers: readonly number[]): boolean => {
  if (sameSet(numbers, [0, 1, 2, 3])) return true;
  const low = Math.min(...numbers);
  return low >= 1 && columnOf(low) < 3 && low <= 32 && sameSet(numbers, [low, low + 1, low + 3, low + 4]);
};
const isLine = (numbers: readonly number[]): boolean => {
  const low = Math.min(...numbers);
  return (
    low >= 1 &&
    columnOf(low) === 1 &&
    low <= 31 &&
    sameSet(
      numbers,
      [0, 1, 2, 3, 4, 5].map((i) => low + i),
    )
  );
};

const SHAPES = {
  straight: { count: 1, fits: () => true, reason: 'a straight bet covers one number' },
  split: { count: 2, fits: isSplit, reason: 'a split covers two adjacent numbers (0 splits with 1, 2 or 3)' },
  street: { count: 3, fits: isStreet, reason: 'a street covers one row of three (1-2-3 … 34-35-36)' },
  corner: { count: 4, fits: isCorner, reason: 'a corner covers a 2x2 square, or the first four 0-1-2-3' },
  line: { count: 6, fits: isLine, reason: 'a line covers two adjacent rows of three' },
} as const;

/** Null when every bet is well formed; otherwise an English reason naming the first bad bet (1-based). */
export function checkRouletteBets(bets: readonly RouletteBet[]): string | null {
  for (const [index, bet] of bets.entries()) {
    if (!('numbers' in bet)) continue;
    const shape = SHAPES[bet.kind];
    const { numbers } = bet;
    const valid =
      numbers.length === shape.count &&
      new Set(numbers).size === numbers.length &&
      numbers.every((n) => Number.isInteger(n) && n >= 0 && n <= 36) &&
      shape.fits(numbers);
    if (!valid) return `bet ${index + 1}: ${shape.reason}`;
  }
  return null;
}
