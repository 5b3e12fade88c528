import { CASINO_ROW_SIZE } from '@playline/contract/casino-keys';
import { routePath } from '@playline/contract/routes';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useGames } from '../api/get-games';
import { useRecent } from '../api/get-recent';
import { useCasinoFavourites } from '../favourites/use-casino-favourites';
import { GameRow } from './game-row';

/** "Recently played" for a player; drawn only when there is something to show, so it never leaves a gap. */
export function RecentRow() {
  const t = useT();
  const player = useClientStore((state) => state.user !== null);
  const recent = useRecent({ enabled: player });
  const games = recent.data?.games ?? [];
  if (!player || games.length === 0) return null;
  return <GameRow title={t('Casino.RecentlyPlayed')} games={games} />;
}

/** "Favourites", latest hearted first, with "see all" to the favourites page; drawn only when there are some. */
export function FavouritesRow() {
  const t = useT();
  const { gameIds } = useCasinoFavourites();
  const latest = gameIds.slice(0, CASINO_ROW_SIZE);
  const favourites = useGames({ ids: latest }, { enabled: latest.length > 0 });
  const games = latest.length > 0 ? (favourites.data?.games ?? []) : [];
  if (games.length === 0) return null;
  return (
    <GameRow
      title={t('Casino.Favourites')}
      games={games}
      seeAll={{ to: routePath('CasinoFavorites'), total: gameIds.length }}
    />
  );
}
