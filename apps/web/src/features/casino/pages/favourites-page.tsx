import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import buttons from '#app/components/button.module.css';
import { Page } from '#app/components/page.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useGames } from '../api/get-games';
import { GameGrid } from '../components/game-grid';
import { GamesState } from '../components/games-state';
import { useCasinoFavourites } from '../favourites/use-casino-favourites';
import { lobbyHomePath } from '../lobby-paths';
import styles from './lobby.module.css';

/**
 * `/casino/favorites`: the hearted games, latest first: a player's from the server, a visitor's from this device.
 * A heart taken off here leaves the list at once.
 */
export function FavouritesPage() {
  const t = useT();
  const favourites = useCasinoFavourites();
  const ids = favourites.gameIds;
  const list = useGames({ ids }, { enabled: ids.length > 0 });
  // The answer may still hold a game un-hearted a moment ago (placeholder data): show only the current hearts.
  const games = (list.data?.games ?? []).filter((game) => favourites.gameIds.includes(game.id));
  const none = !favourites.isPending && ids.length === 0;
  return (
    <Page title={t('Casino.Favourites')}>
      <div className={styles.content}>
        <GamesState
          isPending={favourites.isPending || (ids.length > 0 && list.isPending)}
          isError={favourites.isError || list.isError}
          refetch={favourites.isError ? favourites.refetch : list.refetch}
          isEmpty={none}
          empty={t('Casino.FavouritesEmpty')}
          action={
            <Link to={lobbyHomePath('casino')} className={`${buttons.button} ${buttons.primary} ${buttons.small}`}>
              <Heart size={16} aria-hidden />
              {t('Casino.BrowseGames')}
            </Link>
          }
        />
        {!none && games.length > 0 ? <GameGrid games={games} label={t('Casino.Favourites')} /> : null}
      </div>
    </Page>
  );
}
