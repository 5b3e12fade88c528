import { CRASH_FLIGHT_DOUBLING_MS } from '@playline/contract/casino-keys';

/** How long the climb to a crash point is shown: quick for an early crash, never more than 3 s. */
export function crashDuration(crashPoint: number, maxMs = 3000): number {
  return Math.round(Math.min(maxMs, 600 + 900 * Math.log(Math.max(1, crashPoint))));
}

/**
 * The multiplier shown `elapsed` ms into the climb: exponential, as the game feels, reaching the crash point
 * exactly at the end. The point is the server's and already known; this only draws the way there.
 */
export function multiplierAt(elapsed: number, crashPoint: number, duration = crashDuration(crashPoint)): number {
  const progress = Math.min(1, Math.max(0, elapsed / duration));
  return crashPoint ** progress;
}

/** The cash-out target typed by the player, or null when it is not a number within the game's range. */
export function parseTarget(text: string, max: number): number | null {
  const value = Number(text.trim().replace(',', '.'));
  if (!Number.isFinite(value) || value < 1.01 || value > max) return null;
  return Math.round(value * 100) / 100;
}

/** A flight's multiplier `elapsedMs` after take-off, as the server counts it (hundredths rounded down). */
export const flightMultiplier = (elapsedMs: number, doublingMs = CRASH_FLIGHT_DOUBLING_MS): number =>
  Math.floor(100 * 2 ** (Math.max(0, elapsedMs) / doublingMs) + 1e-9) / 100;
