import { describe, expect, it } from 'vitest';
import { chipArea, numberCell } from './roulette-grid';

describe("where an inside bet's chip is drawn", () => {
  it('puts a split on the line between its numbers, across or down', () => {
    expect(chipArea('split', [5, 6])).toEqual({ column: '4/6', row: '3/4', edge: 'centre' });
    expect(chipArea('split', [5, 8])).toEqual({ column: '4/5', row: '3/5', edge: 'centre' });
    // 0 spans the whole top row; with 2 it only reaches down into 2's column.
    expect(chipArea('split', [0, 2])).toEqual({ column: '4/5', row: '1/3', edge: 'centre' });
  });

  it("puts a corner on its crossing, and a street or line on the row's outer edge", () => {
    expect(chipArea('corner', [5, 6, 8, 9])).toEqual({ column: '4/6', row: '3/5', edge: 'centre' });
    expect(chipArea('corner', [0, 1, 2, 3])).toEqual({ column: '3/6', row: '1/3', edge: 'start' });
    expect(chipArea('street', [34, 35, 36])).toEqual({ column: '3/6', row: '13/14', edge: 'start' });
    expect(chipArea('line', [1, 2, 3, 4, 5, 6])).toEqual({ column: '3/6', row: '2/4', edge: 'start' });
  });

  it('lays the numbers out three to a row under 0', () => {
    expect([numberCell(0), numberCell(1), numberCell(36)]).toEqual([
      { column: 3, row: 1, span: 3 },
      { column: 3, row: 2, span: 1 },
      { column: 5, row: 13, span: 1 },
    ]);
  });
});
