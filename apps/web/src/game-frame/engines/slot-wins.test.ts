import { describe, expect, it } from 'vitest';
import { reelStops, winningCells } from './slot-wins';

const grid = [
  ['a', 'b', 's'],
  ['a', 'c', 'b'],
  ['a', 's', 'c'],
  ['b', 'c', 'a'],
  ['s', 'a', 'b'],
];
const paylines = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
];

describe('winningCells', () => {
  it('lights a line for as many reels as it paid, along its rows', () => {
    const cells = winningCells([{ line: 1, symbol: 'a', count: 3, amount: 50 }], paylines, grid);
    expect([...cells]).toEqual(['0:0', '1:0', '2:0']);
  });

  it('lights every scatter on the reels for a scatter win', () => {
    const cells = winningCells([{ line: -1, symbol: 's', count: 3, amount: 200 }], paylines, grid);
    expect([...cells].sort()).toEqual(['0:2', '2:1', '4:0']);
  });
});

describe('reelStops', () => {
  it('stops the reels left to right and the last by 1.2 s', () => {
    const stops = reelStops(5);
    expect(stops).toEqual([...stops].sort((a, b) => a - b));
    expect(stops.at(-1)).toBe(1200);
    expect(new Set(stops).size).toBe(5);
  });
});
