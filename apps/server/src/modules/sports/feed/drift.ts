import { randFromHash } from './prng';
import { DRAW, secureBlocks } from './secure-random';
import { TIME } from './sports';

/** Prices may change once per drift step of feed time; `version(at)` is the step index. */
export const DRIFT_STEP = 60_000;
const SLOW_KNOTS = 30;
const FAST_KNOTS = 5;
const CLOSING_WINDOW = 3 * TIME.DAY;

export function driftStep(at: number): number {
  return Math.floor(at / DRIFT_STEP);
}

/** Cosine interpolation between knot values in [-1, 1] placed every `spacing` steps. */
function interpolate(knotAt: (knot: number) => number, step: number, spacing: number): number {
  const knot = Math.floor(step / spacing);
  const t = (step - knot * spacing) / spacing;
  const from = knotAt(knot);
  const to = knotAt(knot + 1);
  const blend = (1 - Math.cos(Math.PI * t)) / 2;
  return from + (to - from) * blend;
}

/** Smooth noise in [-1, 1]: random values at every `spacing` steps, cosine-interpolated between them. */
export function smoothNoise(keyHash: number, step: number, spacing: number): number {
  return interpolate((knot) => randFromHash(keyHash, spacing, knot) * 2 - 1, step, spacing);
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
  // The knots come from the seed's AES key (decision 017): the drift at kick-off is the model the match is played
  // from, so a drift foreseen from a few observed prices would be a result half foreseen. One block per knot
  // around the step (slow, fast; before, after) holds the knots of both parts.
  const slow = Math.floor(step / SLOW_KNOTS);
  const fast = Math.floor(step / FAST_KNOTS);
  const counter = (knot: number, spacing: number) => knot * 64 + spacing;
  const words = secureBlocks(seed, DRAW.drift, eventId, [
    counter(slow, SLOW_KNOTS),
    counter(slow + 1, SLOW_KNOTS),
    counter(fast, FAST_KNOTS),
    counter(fast + 1, FAST_KNOTS),
  ]);
  const knotValue = (block: number, part: number) => (words.readUInt32BE(16 * block + 4 * part) / 4294967296) * 2 - 1;
  const wave = (part: number) =>
    0.7 * interpolate((knot) => knotValue(knot - slow, part), step, SLOW_KNOTS) +
    0.3 * interpolate((knot) => knotValue(2 + knot - fast, part), step, FAST_KNOTS);
  return { strength: amplitude * wave(0), total: 0.5 * amplitude * wave(1) };
}
