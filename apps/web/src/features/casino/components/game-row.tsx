import type { CasinoGame } from '@playline/contract/casino';
import { ChevronRight } from 'lucide-react';
import { useId, useMemo } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n/use-t';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { useCasinoFavourites } from '../favourites/use-casino-favourites';
import styles from './game-row.module.css';
import { GameTile } from './game-tile';

interface GameRowProps {
  title: string;
  games: readonly CasinoGame[];
  /** Where "see all" leads, and how many games are there; no link when the row shows them all. */
  seeAll?: { to: string; total: number };
}

/** Tiles a row far below the fold stands in with until it comes near: as many as a phone shows. */
const PLACEHOLDER_TILES = 3;

/**
 * A titled row of tiles that scrolls sideways (a home page's category, recently played, favourites). Its tiles
 * are drawn once the row comes within a screen of the viewport, so a home page of many rows starts with the DOM
 * of the first few; until then placeholders of the tiles' size hold its place.
 */
export function GameRow({ title, games, seeAll }: GameRowProps) {
  const t = useT();
  const headingId = useId();
  const favourites = useCasinoFavourites();
  const favouriteIds = useMemo(() => new Set(favourites.gameIds), [favourites.gameIds]);
  // Rows just below the fold draw as they come: a phone's first screen then builds three rows of tiles, not six.
  const [rowRef, near] = useNearViewport<HTMLUListElement>('200px');
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {seeAll ? (
          <Link to={seeAll.to} className={styles.seeAll}>
            {t('Casino.SeeAll', { count: seeAll.total })}
            <ChevronRight size={16} aria-hidden />
          </Link>
        ) : null}
      </div>
      <ul className={styles.row} ref={rowRef}>
        {near
          ? games.map((game) => (
              <li key={game.id} className={styles.item}>
                <GameTile game={game} favourite={favouriteIds.has(game.id)} onToggleFavourite={favourites.toggle} />
              </li>
            ))
          : games.slice(0, PLACEHOLDER_TILES).map((game) => (
              <li key={game.id} className={`${styles.item} ${styles.placeholder}`} aria-hidden>
                <span className={styles.placeholderThumb} />
              </li>
            ))}
      </ul>
    </section>
  );
}
