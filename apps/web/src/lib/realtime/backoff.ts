/** Reconnect delays: the first retry waits up to this long … */
export const BACKOFF_BASE_MS = 500;
/** … and no retry waits longer, however many failed before it. */
export const BACKOFF_CAP_MS = 30_000;

/**
 * Exponential backoff with full jitter: a uniformly random delay in [0, min(cap, base · 2^attempt)). The jitter
 * spreads out thousands of tabs that lost the same server at the same moment, so they do not all come back at once.
 */
export function backoffDelay(
  attempt: number,
  random: () => number = Math.random,
  baseMs = BACKOFF_BASE_MS,
  capMs = BACKOFF_CAP_MS,
): number {
  // 2^attempt overflows to Infinity after ~1000 attempts; the cap holds either way.
  const ceiling = Math.min(capMs, baseMs * 2 ** Math.max(0, attempt));
  return Math.floor(random() * ceiling);
}
