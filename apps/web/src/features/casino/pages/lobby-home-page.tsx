import type { CasinoLobby } from '@playline/contract/casino-keys';
import { type ReactNode, useState } from 'react';
import { Page } from '#app/components/page.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useLobby } from '../api/get-lobby';
import { AllGames } from '../components/all-games';
import { isSearchable, SearchField, SearchResults } from '../components/casino-search';
import { CategoryChips } from '../components/category-chips';
import { GameRow } from '../components/game-row';
import { GamesState, TileSkeletons } from '../components/games-state';
import { FavouritesRow, RecentRow } from '../components/personal-rows';
import { categoryPath } from '../lobby-paths';
import styles from './lobby.module.css';
import { LobbyLinks } from './lobby-links';

/** Placeholder rows while the lobby loads: about what a phone's first screen holds. */
const SKELETON_ROWS = 3;

/** Category rows a phone shows on its first screen: drawn in the first render, thumbnails loading at once. */
const FIRST_SCREEN_ROWS = 2;

/** What the app may place in a lobby: `afterRows` (the Greek market's teaser zones) between the rows and the grid. */
export interface LobbyExtras {
  afterRows?: ReactNode;
}

/**
 * A lobby's home page (`/casino`, `/live-casino`, `/virtual-games`, `/games`): search and category chips on top,
 * the player's recently played and favourite games, a row per category in the brand's order, then every game of
 * the lobby in one windowed grid.
 */
export function LobbyHomePage({ lobby, afterRows }: { lobby: CasinoLobby } & LobbyExtras) {
  const t = useT();
  const [text, setText] = useState('');
  const searching = isSearchable(text);
  const home = useLobby(lobby);
  const rows = home.data?.rows.filter((row) => row.games.length > 0) ?? [];
  return (
    <Page title={t(`Casino.Lobby.${lobby}`)}>
      <div className={styles.content}>
        <SearchField value={text} onChange={setText} />
        <CategoryChips lobby={lobby} />
        {searching ? (
          <SearchResults text={text} lobby={lobby} />
        ) : (
          <>
            <LobbyLinks lobby={lobby} />
            <RecentRow />
            <FavouritesRow />
            {home.isPending
              ? Array.from({ length: SKELETON_ROWS }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with nothing else to key on
                  <TileSkeletons key={index} count={4} row />
                ))
              : null}
            <GamesState
              isPending={false}
              isError={home.isError}
              refetch={home.refetch}
              isEmpty={home.isSuccess && rows.length === 0}
              empty={t('Casino.LobbyEmpty')}
            />
            {rows.map((row, index) => (
              <GameRow
                key={row.category}
                eager={index < FIRST_SCREEN_ROWS}
                title={t(`Casino.Category.${row.category}`)}
                games={row.games}
                seeAll={{ to: categoryPath(lobby, row.category), total: row.total }}
              />
            ))}
            {home.isSuccess ? (
              <>
                {afterRows}
                <AllGames lobby={lobby} />
              </>
            ) : null}
          </>
        )}
      </div>
    </Page>
  );
}

export const CasinoHomePage = (extras: LobbyExtras) => <LobbyHomePage lobby="casino" {...extras} />;
export const LiveCasinoHomePage = (extras: LobbyExtras) => <LobbyHomePage lobby="live-casino" {...extras} />;
export const VirtualGamesHomePage = () => <LobbyHomePage lobby="virtual" />;
export const GamesHomePage = () => <LobbyHomePage lobby="games" />;
