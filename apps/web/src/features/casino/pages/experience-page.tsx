import type { CasinoGame, LobbyRow } from '@playline/contract/casino';
import { BackLink } from '#app/components/back-link.tsx';
import { Page } from '#app/components/page.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useLobby } from '../api/get-lobby';
import { GameRow } from '../components/game-row';
import { GamesState, TileSkeletons } from '../components/games-state';
import { categoryPath, lobbyHomePath } from '../lobby-paths';
import { FeaturedHeroes } from './experience-heroes';
import { JackpotBoard } from './experience-jackpots';
import styles from './lobby.module.css';

/** Big hero tiles at the top of the experience page, and the jackpots on its board. */
const HERO_COUNT = 3;
const JACKPOT_COUNT = 6;

const rowOf = (rows: readonly LobbyRow[] | undefined, category: string): LobbyRow | undefined =>
  rows?.find((row) => row.category === category);

/** The games with a jackpot, biggest pool first. */
function byJackpot(rows: readonly LobbyRow[]): CasinoGame[] {
  const seen = new Map<string, CasinoGame>();
  for (const game of rows.flatMap((row) => row.games)) if (game.jackpot !== null) seen.set(game.id, game);
  return [...seen.values()].sort((a, b) => (b.jackpot ?? 0) - (a.jackpot ?? 0));
}

/**
 * `/casino/experience`: a curated, visual lobby distinct from the home page: the popular games as big hero
 * tiles, a board of the running jackpots with their pools, then the new games.
 */
export function ExperiencePage() {
  const t = useT();
  const lobby = useLobby('casino');
  const rows = lobby.data?.rows;
  const popular = rowOf(rows, 'popular') ?? rows?.[0];
  const fresh = rowOf(rows, 'new');
  const jackpots = rows ? byJackpot(rows) : [];
  return (
    <Page title={t('Casino.Experience')} eyebrow={t('Casino.Lobby.casino')}>
      <div className={styles.content}>
        <BackLink to={lobbyHomePath('casino')} label={t('Casino.Lobby.casino')} />
        {lobby.isPending ? <TileSkeletons count={HERO_COUNT} /> : null}
        <GamesState
          isPending={false}
          isError={lobby.isError}
          refetch={lobby.refetch}
          isEmpty={lobby.isSuccess && !popular}
          empty={t('Casino.LobbyEmpty')}
        />
        {popular ? <FeaturedHeroes games={popular.games.slice(0, HERO_COUNT)} /> : null}
        {jackpots.length > 0 ? (
          <JackpotBoard
            games={jackpots.slice(0, JACKPOT_COUNT)}
            total={rowOf(rows, 'jackpots')?.total ?? jackpots.length}
          />
        ) : null}
        {fresh && fresh.games.length > 0 ? (
          <GameRow
            title={t('Casino.NewGames')}
            games={fresh.games}
            seeAll={{ to: categoryPath('casino', 'new'), total: fresh.total }}
          />
        ) : null}
      </div>
    </Page>
  );
}
