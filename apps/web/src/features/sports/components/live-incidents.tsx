import type { LiveIncident } from '@playline/contract/sports';
import { SPORT_LIVE, type SportKey } from '@playline/contract/sports-keys';
import { useT } from '#app/lib/i18n/use-t.ts';
import styles from './live-incidents.module.css';

interface LiveIncidentsProps {
  sport: SportKey;
  incidents: readonly LiveIncident[];
  home: string;
  away: string;
  /** Timed sports stamp incidents with the minute, the others with the period (set, round). */
  timed: boolean;
  /** Show at most this many, newest first (the tracker shows a few). */
  limit?: number;
  title?: string;
}

const MARKS: Record<LiveIncident['kind'], string> = {
  goal: '⚽',
  point: '●',
  yellow_card: '▮',
  red_card: '▮',
  corner: '⚑',
  period_won: '★',
};

/** The latest incidents, newest first: when, what and for whom, home ones on the left and away ones on the right. */
export function LiveIncidents({ sport, incidents, home, away, timed, limit, title }: LiveIncidentsProps) {
  const t = useT();
  const unit = SPORT_LIVE[sport].period;
  const shown = limit === undefined ? incidents : incidents.slice(0, limit);
  return (
    <section className={styles.card} aria-labelledby="live-incidents-title">
      <h2 id="live-incidents-title" className={styles.title}>
        {title ?? t('Live.Incidents')}
      </h2>
      {shown.length === 0 ? (
        <p className={styles.none}>{t('Live.NoIncidents')}</p>
      ) : (
        <ol className={styles.list}>
          {shown.map((incident, index) => {
            const team = incident.side === 'home' ? home : away;
            // A period won is said in the sport's words: "Set won", "Leg won", "Map won".
            const what =
              incident.kind === 'period_won' ? t(`Live.PeriodWon.${unit}`) : t(`Live.Incident.${incident.kind}`);
            const when = timed
              ? t('SportsEvent.Minute', { minute: incident.minute })
              : t(`SportsEvent.PeriodOf.${unit}`, { period: incident.minute });
            return (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: incidents carry no id; a new one shifts the list as a whole.
                key={`${incidents.length - index}`}
                className={`${styles.item} ${incident.side === 'away' ? styles.away : styles.home}`}
              >
                <span className={styles.when}>{when}</span>
                <span className={`${styles.mark} ${styles[incident.kind]}`} aria-hidden="true">
                  {MARKS[incident.kind]}
                </span>
                <span className={styles.what}>
                  <strong>{what}</strong>
                  <span className={styles.who}>{incident.player ? `${incident.player} · ${team}` : team}</span>
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
