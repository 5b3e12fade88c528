import type { TextKey } from '../texts';

/**
 * Inside bets on the upright phone board (0 on top, then 1-2-3, 4-5-6 … 34-35-36 from top to bottom), placed with
 * a finger: a chip between two numbers is too small a target on a phone, so the player picks the bet's kind and
 * taps numbers instead. The rules, each shown to the player as the kind's hint:
 * - straight: the number tapped;
 * - split: two taps, the second on a neighbour of the first (beside it, above or below; 0 goes with 1, 2 or 3);
 * - street: any number of the row, which it covers;
 * - corner: the square's top-left number, covering it, the one to its right and the two below; 0 is the "first
 *   four" 0-1-2-3 (the server pays it as a corner);
 * - line: any number of the upper of the two rows, which it covers with the row below.
 * The numbers come out ascending, as the server's layout check (`roulette-layout.ts`) expects of each kind.
 */
export const INSIDE_KINDS = ['straight', 'split', 'street', 'corner', 'line'] as const;
export type InsideKind = (typeof INSIDE_KINDS)[number];

/** Why a tap places nothing, in the frame's words. */
export interface Refusal {
  key: TextKey;
  values?: Record<string, number | string>;
}
export type Placement = { numbers: number[] } | { refusal: Refusal };

const rowOf = (n: number) => Math.ceil(n / 3);
const columnOf = (n: number) => ((n - 1) % 3) + 1;
const isNumber = (n: number) => Number.isInteger(n) && n >= 0 && n <= 36;

/** The numbers a split from `n` can pair it with, ascending. */
export function splitNeighbours(n: number): number[] {
  if (n === 0) return [1, 2, 3];
  const neighbours = [n <= 3 ? 0 : n - 3];
  if (columnOf(n) > 1) neighbours.push(n - 1);
  if (columnOf(n) < 3) neighbours.push(n + 1);
  if (n <= 33) neighbours.push(n + 3);
  return neighbours.sort((a, b) => a - b);
}

/** A split of two taps: both numbers when they touch on the layout, otherwise why not. */
export function splitNumbers(first: number, second: number): Placement {
  if (isNumber(first) && splitNeighbours(first).includes(second))
    return { numbers: [Math.min(first, second), Math.max(first, second)] };
  return { refusal: { key: 'Game.SplitApart', values: { first, second } } };
}

/** The numbers a one-tap kind covers from the number tapped, or why that number cannot anchor it. */
export function anchoredNumbers(kind: Exclude<InsideKind, 'split'>, anchor: number): Placement {
  if (!isNumber(anchor)) return { refusal: { key: 'Game.PlaceChips' } };
  switch (kind) {
    case 'straight':
      return { numbers: [anchor] };
    case 'street': {
      if (anchor === 0) return { refusal: { key: 'Game.StreetZero' } };
      const first = 3 * rowOf(anchor) - 2;
      return { numbers: [first, first + 1, first + 2] };
    }
    case 'corner':
      if (anchor === 0) return { numbers: [0, 1, 2, 3] };
      if (columnOf(anchor) === 3 || rowOf(anchor) === 12)
        return { refusal: { key: 'Game.CornerEdge', values: { number: anchor } } };
      return { numbers: [anchor, anchor + 1, anchor + 3, anchor + 4] };
    case 'line': {
      if (anchor === 0 || rowOf(anchor) === 12)
        return { refusal: { key: 'Game.LineEdge', values: { number: anchor } } };
      const first = 3 * rowOf(anchor) - 2;
      return { numbers: [0, 1, 2, 3, 4, 5].map((step) => first + step) };
    }
  }
}
