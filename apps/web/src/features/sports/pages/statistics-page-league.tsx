import type { EventSummary, League, PastMatch } from '@playline/contract/sports';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useResults } from '../api/get-results';
import { useStandings } from '../api/get-standings';
import { QueryState } from '../components/list-states';
import { StandingsTable } from '../components/standings-table';
import { PastMatches } from './match-statistics-page-matches';
import styles from './statistics-page.module.css';

/** How many of the sport's latest results are searched for the league's own. */
const RESULTS_LIMIT = 200;
const RECENT_SHOWN = 10;

/** Finished events as the past matches statistics list (events without a final scoreboard are left out). */
export function toPastMatches(events: readonly EventSummary[]): PastMatch[] {
  return events.flatMap((event) =>
    event.scoreboard
      ? [
          {
            eventId: event.id,
            startsAt: event.startsAt,
            home: event.home,
            away: event.away,
            score: { home: event.scoreboard.home, away: event.scoreboard.away },
          },
        ]
      : [],
  );
}

/** One league's table and, below it, its latest results. */
export function LeagueStatistics({ league }: { league: League }) {
  const t = useT();
  const standings = useStandings(league.id);
  const results = useResults({ sport: league.sport, limit: RESULTS_LIMIT });
  const recent = toPastMatches((results.data?.events ?? []).filter((event) => event.league.id === league.id));
  return (
    <>
      <section className={styles.section} aria-label={t('Stats.Table')}>
        <QueryState {...standings} rows={10} />
        {standings.data ? (
          <StandingsTable
            rows={standings.data.rows}
            caption={`${league.name} · ${t('Stats.Season', { season: standings.data.season })}`}
          />
        ) : null}
      </section>
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('Stats.RecentResults')}</h2>
        <QueryState {...results} rows={3} />
        {results.data ? <PastMatches matches={recent.slice(0, RECENT_SHOWN)} empty={t('Stats.NoResults')} /> : null}
      </section>
    </>
  );
}
