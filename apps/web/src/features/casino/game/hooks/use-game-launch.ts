import type { CasinoGame } from '@playline/contract/casino';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { isLimitReached } from '#app/entities/session-time-limit/session-time-limit.ts';
import { isApiError } from '#app/lib/api-error.ts';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { openLoginDialog } from '#app/lib/login-dialog.ts';
import { getCasinoCheck } from '../api/casino-check';
import { launchGame } from '../api/launch';
import { sameOriginFramePath } from './frame-url';
import { type RememberedLaunch, recallLaunch, rememberLaunch } from './launch-memory';

export type PlayMode = 'real' | 'demo';

/** Where a game's launch stands: waiting for the visitor's choice, starting, refused, failed, or playing. */
export type LaunchState =
  | { status: 'choosing' }
  | { status: 'starting'; mode: PlayMode }
  | { status: 'blocked'; reason: string }
  | { status: 'failed'; message: string }
  | { status: 'playing'; launch: RememberedLaunch };

/**
 * Launches a game. Real play asks the casino check first and never launches when it refuses; a 403 from the launch
 * shows the server's reason, a 401 opens the login dialog. A player plays for real by default; a visitor chooses.
 */
export function useGameLaunch(game: CasinoGame, loggedIn: boolean, preferDemo = false) {
  const t = useT();
  const languageId = useClientStore((state) => state.language.id);
  const returnUrl = useLocation().pathname;
  const [state, setState] = useState<LaunchState>({ status: 'choosing' });
  // Only the latest attempt may change the state (a mode switch while a launch is under way, or an unmount).
  const attempt = useRef(0);

  const start = useCallback(
    async (mode: PlayMode) => {
      attempt.current += 1;
      const mine = attempt.current;
      const settle = (next: LaunchState) => {
        if (attempt.current === mine) setState(next);
      };
      if (mode === 'real' && !loggedIn) {
        openLoginDialog({ returnUrl });
        return;
      }
      settle({ status: 'starting', mode });
      try {
        if (mode === 'real') {
          const check = await getCasinoCheck(languageId);
          if (!check.allowed) return settle({ status: 'blocked', reason: check.reason ?? t('CasinoGame.NotAllowed') });
        }
        const remembered = recallLaunch(game.id, mode);
        if (remembered) return settle({ status: 'playing', launch: remembered });
        const result = await launchGame({ gameId: game.id, mode });
        const frameUrl = sameOriginFramePath(result.frameUrl);
        if (!frameUrl) return settle({ status: 'failed', message: t('CasinoGame.LaunchFailed') });
        const now = Date.now();
        const launch: RememberedLaunch = { ...result, frameUrl, startedAt: now, touchedAt: now };
        rememberLaunch(game.id, launch);
        settle({ status: 'playing', launch });
      } catch (error) {
        if (isApiError(error) && error.status === 401) {
          openLoginDialog({ returnUrl });
          return settle({ status: 'choosing' });
        }
        if (isApiError(error) && error.status === 403) {
          return settle({ status: 'blocked', reason: error.serverMessage ?? t('CasinoGame.NotAllowed') });
        }
        const message = isApiError(error) && error.isClientError ? error.serverMessage : null;
        settle({ status: 'failed', message: message ?? t('CasinoGame.LaunchFailed') });
      }
    },
    [game.id, loggedIn, languageId, returnUrl, t],
  );

  // A player plays for real as soon as the screen opens (and a visitor who logs in here, too); a visitor chooses.
  // `preferDemo` (the developer page's demo links) starts fun play for anyone, where the game has it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: restarts only for another game or another player state
  useEffect(() => {
    if (preferDemo && game.demo) void start('demo');
    else if (loggedIn) void start('real');
    else {
      attempt.current += 1;
      setState({ status: 'choosing' });
    }
    return () => {
      attempt.current += 1;
    };
  }, [game.id, loggedIn]);

  // The time-limit alert's Continue restarts the count: a game the limit refused starts again by itself, instead
  // of the screen still saying the limit is reached (issue 19).
  const limitReached = useClientStore((store) => isLimitReached(store.responsibleGambling));
  const wasReached = useRef(limitReached);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts only to the limit being left behind
  useEffect(() => {
    const restarted = wasReached.current && !limitReached;
    wasReached.current = limitReached;
    if (restarted && loggedIn && state.status === 'blocked') void start('real');
  }, [limitReached]);

  return { state, start };
}
