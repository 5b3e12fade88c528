import { randomInt } from 'node:crypto';
import type { Rng } from './types';

/** Production randomness: node:crypto's `randomInt` draws without modulo bias. */
export const cryptoRng: Rng = {
  int: (maxExclusive) => randomInt(maxExclusive),
};

const TWO_POW_32 = 0x1_0000_0000;

/**
 * A fast reproducible Rng (sfc32) for simulations and tests — never for real play. `int` rejects the top sliver of
 * the 32-bit range that does not divide evenly, so every value in [0, max) is exactly equally likely.
 */
export function seededRng(seed: number): Rng {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  // Warm up so that nearby seeds give unrelated streams.
  for (let i = 0; i < 15; i++) next();
  return uniformRng(next);
}

/**
 * An Rng over a source of uniform 32-bit integers. `int` rejects the top sliver of the 32-bit range that does not
 * divide evenly, so every value in [0, max) is exactly equally likely.
 */
export function uniformRng(next: () => number): Rng {
  return {
    int(maxExclusive) {
      if (!Number.isInteger(maxExclusive) || maxExclusive < 1 || maxExclusive > TWO_POW_32) {
        throw new RangeError(`maxExclusive must be an integer in [1, 2^32], got ${maxExclusive}`);
      }
      const limit = TWO_POW_32 - (TWO_POW_32 % maxExclusive);
      let value = next();
      while (value >= limit) value = next();
      return value % maxExclusive;
    },
  };
}
