import type { Scoreboard } from '@playline/contract/sports';
import { useT } from '#app/lib/i18n/use-t.ts';
import styles from './scoreboard.module.css';

/** The match clock: a pulsing dot and the minute (or period) while live, "Break" between periods, "Full time" after. */
export function ScoreboardClock({ scoreboard }: { scoreboard: Scoreboard }) {
  const t = useT();
  if (scoreboard.phase === 'finished') return <span className={styles.clock}>{t('SportsEvent.Finished')}</span>;
  if (scoreboard.phase === 'not_started') return null;
  const running =
    scoreboard.phase === 'break'
      ? t('SportsEvent.HalfTime')
      : scoreboard.minute !== null
        ? t('SportsEvent.Minute', { minute: scoreboard.minute })
        : t('SportsEvent.Period', { period: scoreboard.period });
  return (
    <span className={`${styles.clock} ${styles.live}`}>
      <span className={styles.dot} aria-hidden="true" />
      <span className="visually-hidden">{t('SportsEvent.Live')} </span>
      {running}
    </span>
  );
}
