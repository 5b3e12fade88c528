import type { LiveSituation as Situation } from '@playline/contract/sports';
import { useT } from '#app/lib/i18n/use-t.ts';
import styles from './live-situation.module.css';

/** What is happening now ("Dangerous attack · Team"), tinted by how close it is to changing the odds. */
export function LiveSituation({ situation, home, away }: { situation: Situation; home: string; away: string }) {
  const t = useT();
  const team = situation.side === 'home' ? home : situation.side === 'away' ? away : null;
  return (
    <p className={`${styles.pill} ${styles[situation.kind] ?? ''}`} aria-live="polite">
      <strong>{t(`Live.Situation.${situation.kind}`)}</strong>
      {team ? <span className={styles.team}>{team}</span> : null}
    </p>
  );
}
