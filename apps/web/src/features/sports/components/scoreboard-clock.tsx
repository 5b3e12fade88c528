import type { Scoreboard } from '@playline/contract/sports';
import { SPORT_LIVE, type SportKey } from '@playline/contract/sports-keys';
import { useT } from '#app/lib/i18n/use-t.ts';
import styles from './scoreboard.module.css';

/**
 * The match clock in the sport's own words: a pulsing dot and the minute while live (football, hockey), the quarter
 * and its minute (basketball), the set, map, leg or inning (tennis, esports, darts, baseball); "Break" between
 * periods, "Full time" after.
 */
export function ScoreboardClock({ scoreboard, sport }: { scoreboard: Scoreboard; sport: SportKey }) {
  const t = useT();
  if (scoreboard.phase === 'finished') return <span className={styles.clock}>{t('SportsEvent.Finished')}</span>;
  if (scoreboard.phase === 'not_started') return null;
  const words = SPORT_LIVE[sport];
  const period = t(`SportsEvent.PeriodOf.${words.period}`, { period: scoreboard.period });
  const running =
    scoreboard.phase === 'break'
      ? t('SportsEvent.HalfTime')
      : scoreboard.minute === null
        ? period
        : words.quarterMinutes
          ? t('SportsEvent.PeriodMinute', {
              period,
              minute: scoreboard.minute - (scoreboard.period - 1) * words.quarterMinutes,
            })
          : t('SportsEvent.Minute', { minute: scoreboard.minute });
  return (
    <span className={`${styles.clock} ${styles.live}`}>
      <span className={styles.dot} aria-hidden="true" />
      <span className="visually-hidden">{t('SportsEvent.Live')} </span>
      {running}
    </span>
  );
}
