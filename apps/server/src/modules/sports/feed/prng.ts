/**
 * Seeded randomness for the simulator. Every random quantity is a pure function of the feed seed and the path of
 * the thing it describes (`rand(seed, 'team', id)`), never of call order, so any part of the feed can be
 * recomputed on its own and two simulators with the same seed agree everywhere.
 */

/** FNV-1a over the UTF-16 code units of the text: a fast 32-bit hash for keys. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** splitmix32 finaliser: spreads a 32-bit state evenly, so neighbouring keys give unrelated numbers. */
function mix(state: number): number {
  let z = (state + 0x9e3779b9) | 0;
  z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
  z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
  return (z ^ (z >>> 15)) >>> 0;
}

/** A uniform number in [0, 1) for the key path. */
export function rand(seed: string, ...path: (string | number)[]): number {
  return mix(hashText(`${seed}|${path.join('|')}`)) / 4294967296;
}

/**
 * A uniform number in [0, 1) for a key already hashed (`hashText`) and two integers: the hot path of the drift,
 * which draws many numbers per event and cannot afford to build and hash a string for each.
 */
export function randFromHash(hash: number, a: number, b: number): number {
  return mix(hash ^ mix(a ^ mix(b))) / 4294967296;
}

/** A generator of uniform numbers in [0, 1) seeded by the key path: for draws that need many numbers. */
export function stream(seed: string, ...path: (string | number)[]): () => number {
  let state = hashText(`${seed}|${path.join('|')}`);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    return mix(state) / 4294967296;
  };
}

export function pickFrom<T>(items: readonly T[], uniform: number): T {
  return items[Math.min(items.length - 1, Math.floor(uniform * items.length))]!;
}

/** A standard normal draw from two uniforms (Box–Muller). */
export function normalFrom(u1: number, u2: number): number {
  return Math.sqrt(-2 * Math.log(1 - u1)) * Math.cos(2 * Math.PI * u2);
}

/** A Poisson draw by inversion: fine for the small means of goals, runs and cards. */
export function poissonFrom(mean: number, uniform: number): number {
  let k = 0;
  let p = Math.exp(-mean);
  let cumulative = p;
  while (uniform > cumulative && k < 200) {
    k++;
    p *= mean / k;
    cumulative += p;
  }
  return k;
}

/** The index whose share the uniform falls into (shares sum to 1; the last index takes any rounding rest). */
export function indexByShare(shares: readonly number[], uniform: number): number {
  let rest = uniform;
  for (let index = 0; index < shares.length; index++) {
    rest -= shares[index]!;
    if (rest < 0) return index;
  }
  return shares.length - 1;
}
