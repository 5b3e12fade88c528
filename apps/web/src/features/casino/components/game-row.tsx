import type { CasinoGame } from '@playline/contract/casino';
import { ChevronRight } from 'lucide-react';
import { useId, useMemo } from 'react';
import { Link } from 'react-router';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useNearViewport } from '#app/lib/use-near-viewport.ts';
import { useCasinoFavourites } from '../favourites/use-casino-favourites';
import styles from './game-row.module.css';
import { GameTile } from './game-tile';

interface GameRowProps {
  title: string;
  games: readonly CasinoGame[];
  /** Where "see all" leads, and how many games are there; no link when the row shows them all. */
  seeAll?: { to: string; total: number };
  /**
   * A row of the first screen: its tiles are in the first render (which the server draws, decision 013), and its
   * first thumbnails load at once instead of lazily, as they are what a phone shows first.
   */
  eager?: boolean;
}

/** Thumbnails of an eager row that a phone shows without scrolling sideways. */
const EAGER_THUMBNAILS = 3;

/** Tiles a row far below the fold stands in with until it comes near: as many as a phone shows. */
const PLACEHOLDER_TILES = 3;

/**
 * Tiles a row near the viewport draws at first, about as many as a phone shows; the others, off screen to the
 * side, wait as placeholders until the player scrolls the row towards them, which keeps start-up work small.
 */
const FIRST_TILES = 4;

/**
 * A titled row of tiles that scrolls sideways (a home page's category, recently played, favourites). Its tiles
 * are drawn once the row comes within a screen of the viewport, so a home page of many rows starts with the DOM
 * of the first few; until then placeholders of the tiles' size hold its place.
 */
export function GameRow({ title, games, seeAll, eager = false }: GameRowProps) {
  const t = useT();
  const headingId = useId();
  const favourites = useCasinoFavourites();
  const favouriteIds = useMemo(() => new Set(favourites.gameIds), [favourites.gameIds]);
  // Rows just below the fold draw as they come: a phone's first screen then builds three rows of tiles, not six.
  const [rowRef, near] = useNearViewport<HTMLUListElement>('200px', eager);
  // The rest of the row's tiles once the player scrolls it towards them (less than a tile ahead, so a phone's row,
  // whose fifth tile starts some 180 px beyond its edge, waits for the player; a wide screen draws them at once).
  const [restRef, rest] = useNearViewport<HTMLLIElement>('0px 100px', false, 'parent');
  const drawn = near ? (rest ? games : games.slice(0, FIRST_TILES)) : [];
  const waiting = near ? games.slice(drawn.length) : games.slice(0, PLACEHOLDER_TILES);
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
        {drawn.map((game, index) => (
          <li key={game.id} className={styles.item}>
            <GameTile
              game={game}
              favourite={favouriteIds.has(game.id)}
              onToggleFavourite={favourites.toggle}
              eager={eager && index < EAGER_THUMBNAILS}
            />
          </li>
        ))}
        {waiting.map((game, index) => (
          <li
            key={game.id}
            ref={near && index === 0 ? restRef : undefined}
            className={`${styles.item} ${styles.placeholder}`}
            aria-hidden
          >
            <span className={styles.placeholderThumb} />
          </li>
        ))}
      </ul>
    </section>
  );
}
