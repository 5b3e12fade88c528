import type { crashOutcomeSchema } from '@playline/contract/casino';
import { CRASH_FLIGHT_DOUBLING_MS } from '@playline/contract/casino-keys';
import type * as z from 'zod';
import type { InstantPlay, Rng } from './types';

export type CrashOutcome = z.infer<typeof crashOutcomeSchema>;

/** The highest multiplier a round reaches (and a player may target); crash points above it are shown as it. */
export const CRASH_MAX_CASH_OUT = 1000;
/** P(crash point ≥ m) = RETURN / m, so a player cashing out at any target gets back 97% on average. */
const RETURN_HUNDREDTHS = 97;
const DRAW_RANGE = 2 ** 32;

/** Null when `cashOutAt` is a multiplier from 1.01 to the cap with at most two decimals; else the reason. */
export function checkCrashTarget(cashOutAt: number): string | null {
  const hundredths = Math.round(cashOutAt * 100);
  if (!Number.isFinite(cashOutAt) || Math.abs(hundredths - cashOutAt * 100) > 1e-6) {
    return 'the cash-out multiplier has at most two decimals';
  }
  if (hundredths < 101 || hundredths > CRASH_MAX_CASH_OUT * 100) {
    return `the cash-out multiplier is from 1.01 to ${CRASH_MAX_CASH_OUT}`;
  }
  return null;
}

/**
 * The crash point in hundredths: with u = (k + 1) / 2^32 uniform in (0, 1], the point is 0.97 / u rounded down to
 * two decimals, so P(point ≥ m) = floor(0.97 · 2^32 / m) / 2^32 for every two-decimal m — 0.97 / m up to 2^-32.
 * Integer arithmetic keeps the floor exact. Points under 1.00 (3% of rounds) show as 1.00: an instant crash.
 */
export function drawCrashHundredths(rng: Rng): number {
  const numerator = RETURN_HUNDREDTHS * DRAW_RANGE;
  const denominator = rng.int(DRAW_RANGE) + 1;
  let hundredths = Math.floor(numerator / denominator);
  if (hundredths * denominator > numerator) hundredths--; // the division rounded up across an integer
  return Math.min(Math.max(hundredths, 100), CRASH_MAX_CASH_OUT * 100);
}

/** A target in hundredths: 2.3 is 230 (not 229 from 229.99999999999997); finer targets round down. */
function targetHundredths(cashOutAt: number): number {
  const scaled = cashOutAt * 100;
  const nearest = Math.round(scaled);
  return Math.abs(scaled - nearest) < 1e-6 ? nearest : Math.floor(scaled);
}

/** A flight's multiplier doubles every this many ms (1000× at ~40 s). */
export const FLIGHT_DOUBLING_MS = CRASH_FLIGHT_DOUBLING_MS;

/** The multiplier a flight shows `elapsedMs` after take-off, in hundredths rounded down (uncapped). */
export const flightHundredths = (elapsedMs: number): number =>
  Math.floor(100 * 2 ** (Math.max(0, elapsedMs) / FLIGHT_DOUBLING_MS) + 1e-9);

/**
 * Whether a flight with this crash point has crashed `elapsedMs` after take-off: at once for 1.00, else once its
 * multiplier passes the point. A cash-out at a multiplier m ≤ the point wins m, so P(win at m) = 0.97 / m as with
 * a target set up front: no timing gives the player an edge.
 */
export const flightCrashed = (crashHundredths: number, elapsedMs: number): boolean =>
  crashHundredths <= 100 || flightHundredths(elapsedMs) > crashHundredths;

/**
 * Plays one crash round with the cash-out target chosen up front. The contract lets any multiplier from 1.01 to
 * the cap through; one with more than two decimals plays at its hundredth below (the outcome says which), so a
 * valid request never fails here. `checkCrashTarget` lets a caller refuse such targets instead. A target outside
 * the range is a programming error (RangeError).
 */
export function playCrash(stake: number, cashOutAt: number | undefined, rng: Rng): InstantPlay<CrashOutcome> {
  // A flight (no target): the draw is its crash point, kept by the server until the player cashes out or it crashes.
  if (cashOutAt === undefined) {
    const point = drawCrashHundredths(rng) / 100;
    return { win: 0, outcome: { engine: 'crash', crashPoint: point, cashOutAt: null, cashedOut: false } };
  }
  const target = targetHundredths(cashOutAt);
  if (!Number.isFinite(cashOutAt) || target < 101 || target > CRASH_MAX_CASH_OUT * 100) {
    throw new RangeError(`the cash-out multiplier is from 1.01 to ${CRASH_MAX_CASH_OUT}, got ${cashOutAt}`);
  }
  const point = drawCrashHundredths(rng);
  const cashedOut = point >= target;
  return {
    win: cashedOut ? Math.floor((stake * target) / 100) : 0,
    outcome: { engine: 'crash', crashPoint: point / 100, cashOutAt: target / 100, cashedOut },
  };
}
