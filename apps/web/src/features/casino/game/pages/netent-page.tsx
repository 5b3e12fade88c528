import { ROUTES } from '@playline/contract/routes';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useT } from '#app/lib/i18n/use-t.ts';
import { getGame } from '../api/get-game';
import { LOBBY_PATHS } from '../game-paths';
import { netentTarget } from './netent-target';

/**
 * `/netent`: where a game vendor sends the player back. Replaces itself in the history with the casino page the
 * return link names (ours only), the game's lobby, or the casino home, so Back does not land here again.
 */
export function NetentPage() {
  const t = useT();
  const navigate = useNavigate();
  const { search } = useLocation();
  useEffect(() => {
    let current = true;
    const go = (path: string) => {
      if (current) void navigate(path, { replace: true });
    };
    const target = netentTarget(search, window.location.origin);
    if (target.kind === 'path') go(target.path);
    else if (target.kind === 'casino') go(ROUTES.CasinoHomePage.path);
    else {
      getGame(target.gameId).then(
        (game) => go(LOBBY_PATHS[game.lobby]),
        () => go(ROUTES.CasinoHomePage.path),
      );
    }
    return () => {
      current = false;
    };
  }, [navigate, search]);
  return (
    <p role="status" style={{ padding: 'var(--pl-space-6) var(--pl-space-4)' }}>
      {t('CasinoGame.Returning')}
    </p>
  );
}
