import { useSearchParams } from 'react-router';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useLeagues } from '../api/get-leagues';
import { ListEmpty, QueryState } from '../components/list-states';
import styles from './statistics-page.module.css';
import { LeagueStatistics } from './statistics-page-league';
import { parseSport, SportFilter } from './statistics-page-sport-filter';

/** Statistics `/statistics`: a sport, one of its leagues with a table, the table and the league's latest results. */
export function StatisticsPage() {
  const t = useT();
  const [search, setSearch] = useSearchParams();
  const sport = parseSport(search.get('sport')) ?? 'football';
  const leagues = useLeagues({ sport });
  const withTables = (leagues.data?.leagues ?? []).filter((league) => league.hasStandings);
  const league = withTables.find((candidate) => String(candidate.id) === search.get('league')) ?? withTables[0];
  const choose = (params: Record<string, string>) => setSearch(params, { replace: true, preventScrollReset: true });

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('Stats.Title')}</h1>
      <SportFilter value={sport} onChange={(next) => choose({ sport: next ?? 'football' })} />
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('Stats.ChooseLeague')}</h2>
        <QueryState {...leagues} rows={8} />
        {leagues.data && withTables.length === 0 ? <ListEmpty message={t('Stats.NoLeagues')} /> : null}
        {withTables.length > 0 ? (
          <fieldset className={styles.chips} aria-label={t('Stats.ChooseLeague')}>
            {withTables.map((candidate) => (
              <button
                key={candidate.id}
                type="button"
                className={styles.chip}
                aria-pressed={candidate.id === league?.id}
                onClick={() => choose({ sport, league: String(candidate.id) })}
              >
                {candidate.name}
              </button>
            ))}
          </fieldset>
        ) : null}
      </section>
      {league ? <LeagueStatistics key={league.id} league={league} /> : null}
    </div>
  );
}
