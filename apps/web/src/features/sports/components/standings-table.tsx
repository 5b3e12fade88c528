import type { StandingRow } from '@playline/contract/sports';
import { useT } from '#app/lib/i18n/use-t.ts';
import { FormBadges } from './form-badges';
import styles from './standings-table.module.css';

interface StandingsTableProps {
  rows: readonly StandingRow[];
  /** Team ids to mark, e.g. the two sides of a match. */
  highlight?: readonly number[];
  caption: string;
}

/** The league table: position, played, W-D-L, goals, points and form; wide tables scroll with the team pinned. */
export function StandingsTable({ rows, highlight = [], caption }: StandingsTableProps) {
  const t = useT();
  const header = (short: Parameters<typeof t>[0], long: Parameters<typeof t>[0]) => (
    <th scope="col" className={styles.number}>
      <abbr title={t(long)}>{t(short)}</abbr>
    </th>
  );
  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead className={styles.head}>
          <tr>
            <th scope="col" className={styles.position}>
              {t('Stats.Position')}
            </th>
            <th scope="col" className={styles.team}>
              {t('Stats.Team')}
            </th>
            {header('Stats.Played', 'Stats.PlayedLong')}
            {header('Stats.Won', 'Stats.WonLong')}
            {header('Stats.Drawn', 'Stats.DrawnLong')}
            {header('Stats.Lost', 'Stats.LostLong')}
            <th scope="col" className={styles.number}>
              {t('Stats.Goals')}
            </th>
            {header('Stats.Points', 'Stats.PointsLong')}
            <th scope="col">{t('Stats.Form')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const marked = highlight.includes(row.team.id);
            return (
              <tr key={row.team.id} className={marked ? styles.marked : undefined} aria-current={marked || undefined}>
                <td className={styles.position}>{row.position}</td>
                <th scope="row" className={styles.team}>
                  {row.team.name}
                </th>
                <td className={styles.number}>{row.played}</td>
                <td className={styles.number}>{row.won}</td>
                <td className={styles.number}>{row.drawn}</td>
                <td className={styles.number}>{row.lost}</td>
                <td className={styles.number}>{`${row.scored}:${row.conceded}`}</td>
                <td className={`${styles.number} ${styles.points}`}>{row.points}</td>
                <td>
                  <FormBadges form={row.form} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
