import type { CasinoLobby } from '@playline/contract/casino-keys';
import { ROUTES } from '@playline/contract/routes';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LOBBY_PATHS } from '../game-paths';

/**
 * Close goes back where the player came from (a lobby, a search, the favourites), or to the game's lobby when the
 * game was the first page of the tab (a shared link). Deposit pushes the deposit page, so Back returns to the game,
 * which resumes its session.
 */
export function useGameExit(lobby: CasinoLobby) {
  const navigate = useNavigate();
  // The router marks the tab's first entry with the key 'default': there is nothing of ours to go back to.
  const cameFromApp = useLocation().key !== 'default';
  const close = useCallback(() => {
    if (cameFromApp) void navigate(-1);
    else void navigate(LOBBY_PATHS[lobby], { replace: true });
  }, [cameFromApp, lobby, navigate]);
  const deposit = useCallback(() => void navigate(ROUTES.Deposit.path), [navigate]);
  return { close, deposit };
}
