import type { CasinoGame } from '@playline/contract/casino';
import { THUMBNAIL_ASPECT } from '@playline/contract/casino-keys';
import { Link } from 'react-router';
import { useT } from '#app/lib/i18n/use-t.ts';
import { gamePath } from '../lobby-paths';
import styles from './experience.module.css';

const HERO_WIDTH = 640;

/**
 * Featured games as large cards: the thumbnail full width (its box reserved) with the vendor and a play button
 * under it; the thumbnail already carries the game's name, so it is not printed over it again.
 */
export function FeaturedHeroes({ games }: { games: readonly CasinoGame[] }) {
  const t = useT();
  return (
    <section aria-label={t('Casino.Featured')}>
      <ul className={styles.heroes}>
        {games.map((game, index) => (
          <li key={game.id} className={styles.heroItem}>
            <Link to={gamePath(game.lobby, game.id)} className={styles.hero}>
              <img
                src={game.thumbnail}
                alt=""
                width={HERO_WIDTH}
                height={Math.round(HERO_WIDTH / THUMBNAIL_ASPECT)}
                // The first hero is the page's largest paint: fetch it at once; the others as they come near.
                loading={index === 0 ? 'eager' : 'lazy'}
                decoding="async"
                className={styles.heroImage}
              />
              <span className={styles.heroText}>
                <span className={styles.heroName}>
                  {game.name}
                  <span className={styles.heroVendor}>{game.vendorName}</span>
                </span>
                <span className={styles.play}>{t('Casino.Play')}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
