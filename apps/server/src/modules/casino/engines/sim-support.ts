/**
 * Test support for the return-to-player simulations: plays `rounds` rounds and reports the mean return per unit
 * staked with its standard error (the sample standard deviation over √rounds).
 */
export interface SimulationResult {
  rounds: number;
  mean: number;
  standardError: number;
  seconds: number;
}

export const SIMULATION_ROUNDS = 1_000_000;
/** A simulation passes within this many standard errors of the exact value (a false alarm about 1 run in 16,000). */
export const TOLERANCE_IN_STANDARD_ERRORS = 4;
/** Simulations are CPU-bound; on a loaded shared machine they may take several times their usual seconds. */
export const SIMULATION_TIMEOUT_MS = 180_000;

export function simulate(rounds: number, returnOfRound: () => number): SimulationResult {
  const started = performance.now();
  let sum = 0;
  let sumOfSquares = 0;
  for (let i = 0; i < rounds; i++) {
    const value = returnOfRound();
    sum += value;
    sumOfSquares += value * value;
  }
  const mean = sum / rounds;
  const variance = Math.max(0, sumOfSquares / rounds - mean * mean) * (rounds / (rounds - 1));
  return { rounds, mean, standardError: Math.sqrt(variance / rounds), seconds: (performance.now() - started) / 1000 };
}

/** The exact standard error of a mean over `rounds` rounds whose single-round outcomes are listed with probabilities. */
export function exactStandardError(outcomes: readonly { value: number; p: number }[], rounds: number): number {
  const mean = outcomes.reduce((sum, o) => sum + o.value * o.p, 0);
  const variance = outcomes.reduce((sum, o) => sum + (o.value - mean) ** 2 * o.p, 0);
  return Math.sqrt(variance / rounds);
}
