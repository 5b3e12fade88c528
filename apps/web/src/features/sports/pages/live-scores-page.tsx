import type { EventList } from '@playline/contract/sports';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '#app/lib/i18n/use-t.ts';
import { LIVE_SCORES_REFRESH_MS, useLiveScores } from '../api/get-live-scores';
import { useResults } from '../api/get-results';
import { dayBounds, localDay } from '../components/day-groups';
import { ListEmpty, QueryState } from '../components/list-states';
import { useHubOpen } from '../live/live-queries';
import { useLiveListSync } from '../live/live-sync';
import styles from './live-scores-page.module.css';
import { groupByLeague, LeagueScores } from './live-scores-page-league';
import { parseSport, SportFilter } from './statistics-page-sport-filter';

/**
 * LiveScores `/live-scores`: what is in play now and today's results, by league. Live scores change in place by
 * push while the hub is open, else every 15 s; results keep their 15 s refresh.
 */
export function LiveScoresPage() {
  const t = useT();
  const [search, setSearch] = useSearchParams();
  const sport = parseSport(search.get('sport')) ?? undefined;
  // Today's bounds are fixed for the visit so the results query keeps one key while it refreshes.
  const [today] = useState(() => dayBounds(localDay(Date.now())));
  useLiveListSync();
  const live = useLiveScores(sport, { poll: !useHubOpen() });
  const results = useResults({ sport, ...today }, LIVE_SCORES_REFRESH_MS);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('LiveScores.Title')}</h1>
      <SportFilter
        value={sport ?? null}
        withAll
        onChange={(next) => setSearch(next ? { sport: next } : {}, { replace: true, preventScrollReset: true })}
      />
      <ScoresSection title={t('LiveScores.LiveNow')} query={live} empty={t('LiveScores.NoLive')} live />
      <ScoresSection title={t('LiveScores.Today')} query={results} empty={t('LiveScores.NoResults')} />
    </div>
  );
}

interface ScoresSectionProps {
  title: string;
  query: UseQueryResult<EventList>;
  empty: string;
  live?: boolean;
}

function ScoresSection({ title, query, empty, live = false }: ScoresSectionProps) {
  const groups = groupByLeague(query.data?.events ?? []);
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.sectionTitle}>
        {live ? <span className={styles.liveDot} aria-hidden="true" /> : null}
        {title}
      </h2>
      <QueryState {...query} rows={10} />
      {query.data && groups.length === 0 ? <ListEmpty message={empty} /> : null}
      {groups.map((group) => (
        <LeagueScores key={group.leagueId} events={group.events} />
      ))}
    </section>
  );
}
