import { describe, expect, it } from 'vitest';
import { cryptoRng, seededRng } from './rng';

describe('seededRng', () => {
  it('repeats its stream for a seed and differs between seeds', () => {
    const draw = (seed: number) =>
      Array.from(
        { length: 8 },
        (
          (rng) => () =>
            rng.int(1000)
        )(seededRng(seed)),
      );
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it('draws every value of a range about equally often', () => {
    const rng = seededRng(7);
    const counts = new Array(37).fill(0);
    const draws = 370_000;
    for (let i = 0; i < draws; i++) counts[rng.int(37)]++;
    // Chi-square with 36 degrees of freedom: above 80 happens with probability below 0.00002.
    const expected = draws / 37;
    const chiSquare = counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    expect(chiSquare).toBeLessThan(80);
  });

  it('refuses a range it cannot draw from', () => {
    expect(() => seededRng(1).int(0)).toThrow(RangeError);
    expect(() => seededRng(1).int(2.5)).toThrow(RangeError);
  });
});

describe('cryptoRng', () => {
  it('stays inside the range', () => {
    const seen = new Set(Array.from({ length: 200 }, () => cryptoRng.int(3)));
    expect([...seen].sort()).toEqual([0, 1, 2]);
  });
});
