import { hashText, randFromHash } from './prng';
import { TIME } from './sports';

/** Prices may change once per drift step of feed time; `version(at)` is the step index. */
export const DRIFT_STEP = 60_000;
const SLOW_KNOTS = 30;
const FAST_KNOTS = 5;
const CLOSING_WINDOW = 3 * TIME.DAY;

export function driftStep(at: number): number {
  return Math.floor(at / DRIFT_STEP);
}

/** Smooth noise in [-1, 1]: random values at every `spacing` steps, cosine-interpolated between them. */
export function smoothNoise(keyHash: number, step: number, spacing: number): number {
  const knot = Math.floor(step / spacing);
  const t = (step - knot * spacing) / spacing;
  const from = randFromHash(keyHash, spacing, knot) * 2 - 1;
  const to = randFromHash(keyHash, spacing, knot + 1) * 2 - 1;
  const blend = (1 - Math.cos(Math.PI * t)) / 2;
  return from + (to - from) * blend;
}

export interface Drift {
  /** Added to the home side's rating advantage. */
  strength: number;
  /** Relative change of the expected total. */
  total: number;
}

/**
 * How an event's expectations have wandered by `at` (frozen at kick-off): a slow swell plus small step-to-step
 * moves, like a random walk but computable for any step on its own. It grows as kick-off nears, when money
 * and news move prices most.
 */
export function driftAt(seed: string, eventId: number, startsAt: number, at: number): Drift {
  const priced = Math.min(at, startsAt);
  const step = driftStep(priced);
  const closeness = Math.max(0, Math.min(1, 1 - (startsAt - priced) / CLOSING_WINDOW));
  const amplitude = 0.04 + 0.08 * closeness;
  const wave = (part: string) => {
    const keyHash = hashText(`${seed}|drift|${eventId}|${part}`);
    return 0.7 * smoothNoise(keyHash, step, SLOW_KNOTS) + 0.3 * smoothNoise(keyHash, step, FAST_KNOTS);
  };
  return { strength: amplitude * wave('s'), total: 0.5 * amplitude * wave('t') };
}
