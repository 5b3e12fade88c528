import type { CasinoGame } from '@playline/contract/casino';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useJackpotFormat } from '../components/use-jackpot-format';
import { categoryPath, gamePath } from '../lobby-paths';
import styles from './experience.module.css';

/** The biggest running jackpots: each game with its pool in large figures, and "see all" to the jackpot games. */
export function JackpotBoard({ games, total }: { games: readonly CasinoGame[]; total: number }) {
  const t = useT();
  const money = useJackpotFormat();
  return (
    <section aria-labelledby="casino-jackpots" className={styles.board}>
      <div className={styles.boardHead}>
        <h2 id="casino-jackpots" className={styles.boardTitle}>
          {t('Casino.Jackpots')}
        </h2>
        <Link to={categoryPath('casino', 'jackpots')} className={styles.seeAll}>
          {t('Casino.SeeAll', { count: total })}
          <ChevronRight size={16} aria-hidden />
        </Link>
      </div>
      <ol className={styles.jackpots}>
        {games.map((game) => (
          <li key={game.id}>
            <Link to={gamePath(game.lobby, game.id)} className={styles.jackpot}>
              <img src={game.thumbnail} alt="" width={64} height={48} loading="lazy" decoding="async" />
              <span className={styles.jackpotName}>
                {game.name}
                <span className={styles.vendor}>{game.vendorName}</span>
              </span>
              <span className={styles.pool}>{money(game.jackpot ?? 0)}</span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
