import type { PastMatch } from '@playline/contract/sports';
import { Link } from 'react-router';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import styles from './statistics-page.module.css';

const formats = new Map<string, Intl.DateTimeFormat>();

function shortDate(iso: string, locale: string): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' });
    formats.set(locale, format);
  }
  return format.format(new Date(iso));
}

interface PastMatchesProps {
  matches: readonly PastMatch[];
  /** Said instead of an empty list. */
  empty: string;
  /** A team to mark in each row, e.g. the one whose recent matches these are. */
  teamId?: number;
}

/** Finished matches as compact rows: local date, both sides and the score, each linking to its statistics. */
export function PastMatches({ matches, empty, teamId }: PastMatchesProps) {
  const locale = useClientStore((state) => state.language.locale);
  if (matches.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <ul className={styles.matches}>
      {matches.map((match) => (
        <li key={match.eventId}>
          <Link to={`/statistics/match/${match.eventId}`} className={styles.match}>
            <span className={styles.matchDate}>{shortDate(match.startsAt, locale)}</span>
            <span className={match.home.id === teamId ? styles.own : styles.side}>{match.home.name}</span>
            <strong className={styles.matchScore}>
              {match.score.home}–{match.score.away}
            </strong>
            <span
              className={match.away.id === teamId ? `${styles.own} ${styles.away}` : `${styles.side} ${styles.away}`}
            >
              {match.away.name}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
