import { useEffect, useState } from 'react';

/** Gives the browser a turn (input, paint) between two pieces of work, so they never add up to one long task. */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Browsers without `requestIdleCallback` (Safari) wait this long instead. */
const IDLE_FALLBACK_MS = 200;

/** Runs `callback` once the browser is idle, at the latest after `timeoutMs`; returns a function that cancels it. */
export function whenIdle(callback: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(callback, Math.min(IDLE_FALLBACK_MS, timeoutMs));
  return () => window.clearTimeout(timer);
}

/**
 * False until the browser was idle once after mounting, then true for good: for work the first screen does not
 * need (decision 006), so it stays out of the way of the first render.
 */
export function useIdle(timeoutMs?: number): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => (idle ? undefined : whenIdle(() => setIdle(true), timeoutMs)), [idle, timeoutMs]);
  return idle;
}
