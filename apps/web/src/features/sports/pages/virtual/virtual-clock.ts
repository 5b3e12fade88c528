import { VIRTUAL_HALF_TIME_SECONDS, VIRTUAL_MATCH_SECONDS } from '@playline/contract/sports-keys';

const HALF_MS = ((VIRTUAL_MATCH_SECONDS - VIRTUAL_HALF_TIME_SECONDS) / 2) * 1000;
const BREAK_MS = VIRTUAL_HALF_TIME_SECONDS * 1000;

export type VirtualClock =
  | { phase: 'not_started' }
  | { phase: 'live'; minute: number }
  | { phase: 'break' }
  | { phase: 'finished' };

/**
 * Where a virtual match's 90-minute clock stands `elapsedMs` after kick-off, cut as the feed cuts it (two halves
 * with a break). The board's scores step every few seconds; this lets the minute run every second between them.
 */
export function virtualClock(elapsedMs: number): VirtualClock {
  if (elapsedMs < 0) return { phase: 'not_started' };
  if (elapsedMs >= 2 * HALF_MS + BREAK_MS) return { phase: 'finished' };
  if (elapsedMs < HALF_MS) return { phase: 'live', minute: Math.floor((elapsedMs / HALF_MS) * 45) + 1 };
  if (elapsedMs < HALF_MS + BREAK_MS) return { phase: 'break' };
  return { phase: 'live', minute: 46 + Math.floor(((elapsedMs - HALF_MS - BREAK_MS) / HALF_MS) * 45) };
}

/** "2:05": minutes and seconds left, never negative. */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
