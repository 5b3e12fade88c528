import { GAME_SESSION_IDLE_MS } from '@playline/contract/casino-keys';

/**
 * The open game session of this tab, per game and mode, in session storage: leaving for the deposit page and
 * coming back resumes the same session (same token, same timer, an open blackjack hand) instead of a new one.
 */
export interface RememberedLaunch {
  token: string;
  frameUrl: string;
  mode: 'real' | 'demo';
  /** When the session was launched (epoch ms): the bar's timer counts from here. */
  startedAt: number;
  /** The last sign of life (launch or a round); the server drops a session idle for GAME_SESSION_IDLE_MS. */
  touchedAt: number;
}

const storageKey = (gameId: string, mode: string) => `casino_game:${gameId}:${mode}`;

export function recallLaunch(gameId: string, mode: 'real' | 'demo', now = Date.now()): RememberedLaunch | null {
  try {
    const raw = sessionStorage.getItem(storageKey(gameId, mode));
    if (!raw) return null;
    const launch = JSON.parse(raw) as RememberedLaunch;
    // A minute's margin: a session about to expire is not worth resuming.
    if (now - launch.touchedAt > GAME_SESSION_IDLE_MS - 60_000) return forgetLaunch(gameId, mode);
    return launch;
  } catch {
    return null;
  }
}

export function rememberLaunch(gameId: string, launch: RememberedLaunch): void {
  try {
    sessionStorage.setItem(storageKey(gameId, launch.mode), JSON.stringify(launch));
  } catch {
    // Private mode or a full storage: the game still plays, it just will not resume.
  }
}

export function touchLaunch(gameId: string, mode: 'real' | 'demo', now = Date.now()): void {
  const launch = recallLaunch(gameId, mode, now);
  if (launch) rememberLaunch(gameId, { ...launch, touchedAt: now });
}

export function forgetLaunch(gameId: string, mode: 'real' | 'demo'): null {
  try {
    sessionStorage.removeItem(storageKey(gameId, mode));
  } catch {
    // Nothing stored to forget.
  }
  return null;
}
