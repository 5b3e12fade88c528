import type { EventSummary } from '@playline/contract/sports';
import { useT } from '#app/lib/i18n/use-t.ts';
import styles from './virtual.module.css';

/** One match of a round in play or over: the sides with the score between them (dashes before kick-off). */
export function VirtualScoreRow({ event }: { event: EventSummary }) {
  const t = useT();
  const board = event.scoreboard;
  const home = event.home.name;
  const away = event.away.name;
  const label = board
    ? t('Virtual.Score', { home, away, homeScore: board.home, awayScore: board.away })
    : t('SportsEvent.Vs', { home, away });
  return (
    <li className={styles.scoreRow} aria-label={label}>
      <span className={styles.home}>{home}</span>
      <strong className={styles.score} aria-hidden="true">
        {board ? `${board.home} – ${board.away}` : '–'}
      </strong>
      <span className={styles.away}>{away}</span>
    </li>
  );
}
