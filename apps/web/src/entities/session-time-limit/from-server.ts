import type { RgState } from './session-time-limit';

// A module of its own: the session check in the first load needs this and none of the counting rules.

/**
 * The server counts wall-clock seconds, so after a closed tab its elapsed time can be past the limit. The client
 * never counts past the limit, so such a value is held at the limit: the player gets the alert instead of never.
 */
export function fromServer({ timeLimitSeconds, timeElapsedSeconds }: RgState): RgState {
  // Only the two fields of the store: the login status carries more (the session's play, issue 19).
  if (timeLimitSeconds <= 0) return { timeLimitSeconds, timeElapsedSeconds };
  return { timeLimitSeconds, timeElapsedSeconds: Math.min(timeElapsedSeconds, timeLimitSeconds) };
}
