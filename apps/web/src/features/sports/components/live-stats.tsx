import type { LiveStat } from '@playline/contract/sports';
import { useT } from '#app/lib/i18n/use-t.ts';
import styles from './live-stats.module.css';

/** Home's share of a statistic in percent (50 when neither side has any), for the bar under it. */
export function homeShare(stat: Pick<LiveStat, 'home' | 'away'>): number {
  const total = stat.home + stat.away;
  return total > 0 ? Math.round((stat.home / total) * 100) : 50;
}

/** The event's live statistics: each a label with both sides' numbers and a bar split between them. */
export function LiveStats({ stats, home, away }: { stats: readonly LiveStat[]; home: string; away: string }) {
  const t = useT();
  if (stats.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="live-stats-title">
      <h2 id="live-stats-title" className={styles.title}>
        {t('Live.Statistics')}
      </h2>
      <p className={styles.teams} aria-hidden="true">
        <span>{home}</span>
        <span>{away}</span>
      </p>
      <ul className={styles.list}>
        {stats.map((stat) => {
          const label = t(`Live.Stat.${stat.key}`);
          const share = homeShare(stat);
          return (
            <li
              key={stat.key}
              className={styles.stat}
              aria-label={`${label}: ${home} ${stat.home}, ${away} ${stat.away}`}
            >
              <span className={styles.row} aria-hidden="true">
                <strong className={styles.value}>{stat.home}</strong>
                <span className={styles.label}>{label}</span>
                <strong className={styles.value}>{stat.away}</strong>
              </span>
              <span className={styles.bar} aria-hidden="true">
                <span className={styles.home} style={{ inlineSize: `${share}%` }} />
                <span className={styles.away} style={{ inlineSize: `${100 - share}%` }} />
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
