import type { CasinoGame } from '@playline/contract/casino';
import { ChevronRight } from 'lucide-react';
import { useId, useMemo } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n/use-t';
import { useCasinoFavourites } from '../favourites/use-casino-favourites';
import styles from './game-row.module.css';
import { GameTile } from './game-tile';

interface GameRowProps {
  title: string;
  games: readonly CasinoGame[];
  /** Where "see all" leads, and how many games are there; no link when the row shows them all. */
  seeAll?: { to: string; total: number };
}

/** A titled row of tiles that scrolls sideways (a home page's category, recently played, favourites). */
export function GameRow({ title, games, seeAll }: GameRowProps) {
  const t = useT();
  const headingId = useId();
  const favourites = useCasinoFavourites();
  const favouriteIds = useMemo(() => new Set(favourites.gameIds), [favourites.gameIds]);
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
      <ul className={styles.row}>
        {games.map((game) => (
          <li key={game.id} className={styles.item}>
            <GameTile game={game} favourite={favouriteIds.has(game.id)} onToggleFavourite={favourites.toggle} />
          </li>
        ))}
      </ul>
    </section>
  );
}
