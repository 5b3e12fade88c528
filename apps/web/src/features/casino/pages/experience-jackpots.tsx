import type { CasinoGame } from '@playline/contract/casino';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n/use-t';
import { useJackpotFormat } from '../components/use-jackpot-format';
import { gamePath } from '../lobby-paths';
import styles from './experience.module.css';

/** The running jackpots, biggest first: each game with its pool in large figures. */
export function JackpotBoard({ games }: { games: readonly CasinoGame[] }) {
  const t = useT();
  const money = useJackpotFormat();
  return (
    <section aria-labelledby="casino-jackpots" className={styles.board}>
      <h2 id="casino-jackpots" className={styles.boardTitle}>
        {t('Casino.Jackpots')}
      </h2>
      <ol className={styles.jackpots}>
        {games.map((game) => (
          <li key={game.id}>
            <Link to={gamePath(game.lobby, game.id)} className={styles.jackpot}>
              <img src={game.thumbnail} alt="" width={64} height={48} loading="lazy" decoding="async" />
              <span className={styles.jackpotName}>
                {game.name}
                <span className={styles.heroVendor}>{game.vendorName}</span>
              </span>
              <span className={styles.pool}>{money(game.jackpot ?? 0)}</span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
