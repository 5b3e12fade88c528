import type { Scoreboard as ScoreboardData } from '@playline/contract/sports';
import { useT } from '#app/lib/i18n/use-t.ts';
import styles from './scoreboard.module.css';
import { ScoreboardClock } from './scoreboard-clock';

interface ScoreboardProps {
  home: string;
  away: string;
  scoreboard: ScoreboardData;
}

/**
 * Both sides with the score in bold and, where the sport has them, the per-period scores (halves, quarters, sets)
 * in small columns after it; the clock on top.
 */
export function Scoreboard({ home, away, scoreboard }: ScoreboardProps) {
  const t = useT();
  const sides = [
    { name: home, total: scoreboard.home, side: 'home' as const },
    { name: away, total: scoreboard.away, side: 'away' as const },
  ];
  return (
    <article className={styles.board} aria-label={t('SportsEvent.Vs', { home, away })}>
      <ScoreboardClock scoreboard={scoreboard} />
      {sides.map(({ name, total, side }) => (
        <div key={side} className={styles.side}>
          <span className={styles.team}>{name}</span>
          {scoreboard.periods.length > 1 ? (
            <span className={styles.periods}>
              {scoreboard.periods.map((period, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a period is identified by its position.
                <span key={index} className={styles.period}>
                  {period[side]}
                </span>
              ))}
            </span>
          ) : null}
          <strong className={styles.total}>{total}</strong>
        </div>
      ))}
    </article>
  );
}
