import { useT } from '#app/lib/i18n/use-t.ts';
import styles from './virtual.module.css';
import { virtualClock } from './virtual-clock';

/** The round's game clock: the minute with a pulsing dot while playing, "Break" at half time, "Full time" after. */
export function VirtualRoundClock({ elapsedMs }: { elapsedMs: number }) {
  const t = useT();
  const clock = virtualClock(elapsedMs);
  if (clock.phase === 'not_started') return null;
  if (clock.phase === 'finished') return <span className={styles.clock}>{t('SportsEvent.Finished')}</span>;
  return (
    <span className={`${styles.clock} ${styles.live}`} role="timer">
      <span className={styles.dot} aria-hidden="true" />
      {clock.phase === 'break' ? t('SportsEvent.HalfTime') : t('SportsEvent.Minute', { minute: clock.minute })}
    </span>
  );
}
