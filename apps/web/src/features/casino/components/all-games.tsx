import type { CasinoLobby } from '@playline/contract/casino-keys';
import { useId } from 'react';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useNearViewport } from '#app/lib/use-near-viewport.ts';
import { useGames } from '../api/get-games';
import styles from './game-row.module.css';
import { GamesList } from './games-list';

/**
 * Every game of a lobby in one windowed grid, at the end of its home page: a player who scrolls past the rows finds
 * all of them without choosing a category (the casino's 300 and more cost only the tiles near the viewport). The
 * list is asked for once the grid comes within half a phone's screen, so the first screen's work is the rows alone
 * (the casino's rows hold placeholders until they come near, so a wider margin would reach the grid at once).
 */
export function AllGames({ lobby }: { lobby: CasinoLobby }) {
  const t = useT();
  const headingId = useId();
  const [sectionRef, near] = useNearViewport<HTMLElement>('400px', false);
  const games = useGames({ lobby }, { enabled: near });
  return (
    <section ref={sectionRef} className={styles.section} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {games.data ? t('Casino.AllGamesCount', { count: games.data.total }) : t('Casino.AllGames')}
        </h2>
      </div>
      <GamesList list={games} label={t('Casino.AllGames')} empty={t('Casino.LobbyEmpty')} skeletons={6} />
    </section>
  );
}
