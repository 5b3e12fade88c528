import type { InsideKind } from './roulette-inside';

/**
 * Where things sit on the board's CSS grid (upright phone layout): grid columns 1 and 2 hold the even-money bets
 * and the dozens, columns 3–5 the numbers three to a row; row 1 is 0 (across all three columns), rows 2–13 are
 * 1-2-3 … 34-35-36, row 14 the columns' 2:1.
 */
export const numberCell = (n: number) =>
  n === 0 ? { column: 3, row: 1, span: 3 } : { column: ((n - 1) % 3) + 3, row: Math.ceil(n / 3) + 1, span: 1 };

export interface ChipArea {
  /** CSS `grid-column` / `grid-row` values covering every number of the bet. */
  column: string;
  row: string;
  /** Where in that area the chip goes: on the middle of it, or on its outer (left) edge. */
  edge: 'centre' | 'start';
}

/**
 * Where an inside bet's chip is drawn, as on a felt: a split's on the line between its two numbers, a corner's on
 * the crossing of its four, a street's on the row's outer edge, a line's on the outer edge between its two rows.
 * 0 only counts for its row: beside 1, 2 or 3 it spans their columns alone.
 */
export function chipArea(kind: Exclude<InsideKind, 'straight'>, numbers: readonly number[]): ChipArea {
  const cells = numbers.filter((n) => n !== 0).map(numberCell);
  const rows = [...cells.map((cell) => cell.row), ...(numbers.includes(0) ? [1] : [])];
  const columns = cells.map((cell) => cell.column);
  const firstColumn = Math.min(...columns);
  const firstRow = Math.min(...rows);
  return {
    column: `${firstColumn}/${Math.max(...columns) + 1}`,
    row: `${firstRow}/${Math.max(...rows) + 1}`,
    edge: kind === 'street' || kind === 'line' || (kind === 'corner' && numbers.includes(0)) ? 'start' : 'centre',
  };
}
