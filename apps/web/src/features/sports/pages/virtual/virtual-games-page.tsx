import { routePath } from '@playline/contract/routes';
import { Link, useParams } from 'react-router';
import buttons from '#app/components/button.module.css';
import { Page } from '#app/components/page.tsx';
import { useCasinoGame } from '#app/features/sports/api/get-casino-game.ts';
import { useVirtualBoard } from '#app/features/sports/api/get-virtual-board.ts';
import { ListEmpty, ListError, ListSkeleton } from '#app/features/sports/components/list-states.tsx';
import { ApiError } from '#app/lib/api-error.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useFeedNow } from './use-feed-now';
import { VirtualLeagueView } from './virtual-league-view';

function BackToGames() {
  const t = useT();
  return (
    <Link to={routePath('VirtualGamesHomePage')} className={`${buttons.button} ${buttons.outline} ${buttons.small}`}>
      {t('Virtual.BackToGames')}
    </Link>
  );
}

function VirtualLeague({ leagueId }: { leagueId: number }) {
  const t = useT();
  const board = useVirtualBoard(leagueId);
  const now = useFeedNow(board.data?.now, board.dataUpdatedAt);
  if (board.data) return <VirtualLeagueView board={board.data} now={now} />;
  if (board.isError) return <ListError message={t('Virtual.LoadError')} onRetry={() => void board.refetch()} />;
  return <ListSkeleton rows={8} events />;
}

/** VirtualGamesCasinoGame `/virtual-games/game/:gameId`: the virtual league the catalogue's game shows, live. */
export function VirtualGamesCasinoGamePage() {
  const t = useT();
  const gameId = useParams().gameId ?? '';
  const game = useCasinoGame(gameId);
  const missing = game.error instanceof ApiError && (game.error.status === 404 || game.error.status === 400);
  return (
    <Page title={game.data?.name ?? t('Virtual.Title')} eyebrow={t('Sport.virtual-football')}>
      {game.data?.leagueId ? (
        <VirtualLeague leagueId={game.data.leagueId} />
      ) : game.data || missing ? (
        <ListEmpty message={t(game.data ? 'Virtual.NotVirtual' : 'Virtual.GameNotFound')} action={<BackToGames />} />
      ) : game.isError ? (
        <ListError message={t('Virtual.LoadError')} onRetry={() => void game.refetch()} />
      ) : (
        <ListSkeleton rows={8} events />
      )}
    </Page>
  );
}
