/** Probability helpers of the pricing models. */

export function poissonPmf(mean: number, max: number): Float64Array {
  const pmf = new Float64Array(max + 1);
  pmf[0] = Math.exp(-mean);
  for (let k = 1; k <= max; k++) pmf[k] = (pmf[k - 1]! * mean) / k;
  return pmf;
}

/** Standard normal cumulative distribution (Zelen & Severo, error below 1e-7). */
export function normalCdf(z: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(z));
  const density = Math.exp((-z * z) / 2) / Math.sqrt(2 * Math.PI);
  const tail =
    density * t * (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  return z >= 0 ? 1 - tail : tail;
}

export function logistic(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

/** Joint probabilities of (home, away) scores, both from 0 to `size - 1`. */
export interface ScoreMatrix {
  size: number;
  cells: Float64Array;
}

export function independentMatrix(home: Float64Array, away: Float64Array): ScoreMatrix {
  const size = Math.max(home.length, away.length);
  const cells = new Float64Array(size * size);
  for (let h = 0; h < home.length; h++) for (let a = 0; a < away.length; a++) cells[h * size + a] = home[h]! * away[a]!;
  return { size, cells };
}

export function probability(matrix: ScoreMatrix, holds: (home: number, away: number) => boolean): number {
  let total = 0;
  for (let h = 0; h < matrix.size; h++) {
    for (let a = 0; a < matrix.size; a++) if (holds(h, a)) total += matrix.cells[h * matrix.size + a]!;
  }
  return total;
}

/** Moves the mass of drawn scores to a one-goal win for either side (overtime, extra innings, shoot-outs). */
export function resolveTies(matrix: ScoreMatrix, homeShare: number): ScoreMatrix {
  const size = matrix.size + 1;
  const cells = new Float64Array(size * size);
  for (let h = 0; h < matrix.size; h++) {
    for (let a = 0; a < matrix.size; a++) {
      const p = matrix.cells[h * matrix.size + a]!;
      if (h !== a) cells[h * size + a]! += p;
      else {
        cells[(h + 1) * size + a]! += p * homeShare;
        cells[h * size + a + 1]! += p * (1 - homeShare);
      }
    }
  }
  return { size, cells };
}

/** The matrix of (score so far + what is still to come): `rest` holds the remaining goals, `score` the current one. */
export function shiftMatrix(rest: ScoreMatrix, score: { home: number; away: number }): ScoreMatrix {
  if (score.home === 0 && score.away === 0) return rest;
  const size = rest.size + Math.max(score.home, score.away);
  const cells = new Float64Array(size * size);
  for (let h = 0; h < rest.size; h++) {
    for (let a = 0; a < rest.size; a++)
      cells[(h + score.home) * size + a + score.away] = rest.cells[h * rest.size + a]!;
  }
  return { size, cells };
}
