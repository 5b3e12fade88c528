import { rouletteBetsSchema } from '@playline/contract/casino';
import { describe, expect, it } from 'vitest';
import { anchoredNumbers, type Placement, splitNeighbours, splitNumbers } from './roulette-inside';

const numbersOf = (placement: Placement) => ('numbers' in placement ? placement.numbers : null);
const refusalOf = (placement: Placement) => ('refusal' in placement ? placement.refusal : null);
const ALL = Array.from({ length: 37 }, (_, n) => n);

/** Every distinct bet of a kind the board can place, as sorted number lists. */
function distinct(place: (n: number) => Placement): string[] {
  const found = new Set<string>();
  for (const n of ALL) {
    const numbers = numbersOf(place(n));
    if (numbers) found.add(numbers.join('-'));
  }
  return [...found];
}

describe('a split: two taps on neighbouring numbers', () => {
  it('pairs a number with the one beside it or below it, either way round', () => {
    expect(numbersOf(splitNumbers(5, 6))).toEqual([5, 6]);
    expect(numbersOf(splitNumbers(8, 5))).toEqual([5, 8]);
    expect(numbersOf(splitNumbers(0, 2))).toEqual([0, 2]);
    expect(numbersOf(splitNumbers(3, 0))).toEqual([0, 3]);
  });

  it('refuses numbers that do not touch, naming both', () => {
    // 3 and 4 follow each other but sit at opposite ends of two rows; 5 and 9 only meet at a corner.
    for (const [first, second] of [
      [3, 4],
      [5, 9],
      [0, 4],
      [1, 7],
    ] as const) {
      expect(refusalOf(splitNumbers(first, second))).toEqual({ key: 'Game.SplitApart', values: { first, second } });
    }
  });

  it("offers each number's neighbours on the layout", () => {
    expect(splitNeighbours(0)).toEqual([1, 2, 3]);
    expect(splitNeighbours(2)).toEqual([0, 1, 3, 5]);
    expect(splitNeighbours(5)).toEqual([2, 4, 6, 8]);
    expect(splitNeighbours(36)).toEqual([33, 35]);
  });

  it('reaches all 60 splits of the table (24 across, 33 down, 3 with 0)', () => {
    const splits = new Set<string>();
    for (const first of ALL)
      for (const second of ALL) {
        const numbers = numbersOf(splitNumbers(first, second));
        if (numbers) splits.add(numbers.join('-'));
      }
    expect(splits.size).toBe(60);
  });
});

describe('a street: one tap on any number of its row', () => {
  it('covers the row of the number tapped', () => {
    expect(numbersOf(anchoredNumbers('street', 1))).toEqual([1, 2, 3]);
    expect(numbersOf(anchoredNumbers('street', 17))).toEqual([16, 17, 18]);
    expect(numbersOf(anchoredNumbers('street', 36))).toEqual([34, 35, 36]);
    expect(distinct((n) => anchoredNumbers('street', n))).toHaveLength(12);
  });

  it('is refused on 0, which has no row of three', () => {
    expect(refusalOf(anchoredNumbers('street', 0))).toEqual({ key: 'Game.StreetZero' });
  });
});

describe("a corner: one tap on its square's top-left number", () => {
  it('covers the number, the one to its right and the two below; 0 is the first four', () => {
    expect(numbersOf(anchoredNumbers('corner', 5))).toEqual([5, 6, 8, 9]);
    expect(numbersOf(anchoredNumbers('corner', 31))).toEqual([31, 32, 34, 35]);
    expect(numbersOf(anchoredNumbers('corner', 0))).toEqual([0, 1, 2, 3]);
    // 22 squares and the first four.
    expect(distinct((n) => anchoredNumbers('corner', n))).toHaveLength(23);
  });

  it('is refused on the right-hand column and on the last row, where no square starts', () => {
    for (const number of [3, 6, 36, 34, 35])
      expect(refusalOf(anchoredNumbers('corner', number))).toEqual({ key: 'Game.CornerEdge', values: { number } });
  });
});

describe('a line: one tap on a number of its upper row', () => {
  it('covers that row and the row below', () => {
    expect(numbersOf(anchoredNumbers('line', 1))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(numbersOf(anchoredNumbers('line', 32))).toEqual([31, 32, 33, 34, 35, 36]);
    expect(distinct((n) => anchoredNumbers('line', n))).toHaveLength(11);
  });

  it('is refused on the last row and on 0', () => {
    for (const number of [0, 34, 36])
      expect(refusalOf(anchoredNumbers('line', number))).toEqual({ key: 'Game.LineEdge', values: { number } });
  });
});

describe('what the board sends', () => {
  it('is a bet of the shape the API validates, for every placement of every kind', () => {
    const bets = [
      ...ALL.flatMap((first) => ALL.map((second) => splitNumbers(first, second))).map((p) => ['split', p] as const),
      ...(['straight', 'street', 'corner', 'line'] as const).flatMap((kind) =>
        ALL.map((n) => [kind, anchoredNumbers(kind, n)] as const),
      ),
    ].flatMap(([kind, placement]) => {
      const numbers = numbersOf(placement);
      return numbers ? [{ kind, numbers, stake: 10 }] : [];
    });
    expect(bets.length).toBeGreaterThan(100);
    for (let start = 0; start < bets.length; start += 50)
      expect(rouletteBetsSchema.safeParse(bets.slice(start, start + 50)).success).toBe(true);
  });
});
