import type { EventStatistics, FormResult, PastMatch } from '@playline/contract/sports';
import { Link, useParams } from 'react-router';
import { ApiError } from '#app/lib/api-error.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useEventStatistics } from '../api/get-event-statistics';
import { EventHeader } from '../components/event-header';
import { FormBadges } from '../components/form-badges';
import { ListEmpty, ListError, ListSkeleton } from '../components/list-states';
import { StandingsTable } from '../components/standings-table';
import { parseEventId } from './event-page';
import { PastMatches } from './match-statistics-page-matches';
import styles from './statistics-page.module.css';

/** MatchStatistics `/statistics/match/:eventId`: both teams' form and matches, head-to-head and the table. */
export function MatchStatisticsPage() {
  const t = useT();
  const eventId = parseEventId(useParams().eventId);
  const statistics = useEventStatistics(eventId ?? 0);
  if (eventId === null || (statistics.error instanceof ApiError && statistics.error.status === 404)) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('SportsEvent.Statistics')}</h1>
        <ListEmpty message={t(eventId === null ? 'SportsEvent.BadId' : 'SportsEvent.NotFound')} />
      </div>
    );
  }
  if (statistics.data) return <MatchStatisticsView statistics={statistics.data} />;
  return (
    <div className={styles.page}>
      {statistics.isError ? (
        <ListError message={t('Stats.LoadError')} onRetry={() => void statistics.refetch()} />
      ) : (
        <ListSkeleton rows={6} />
      )}
    </div>
  );
}

function MatchStatisticsView({ statistics }: { statistics: EventStatistics }) {
  const t = useT();
  const { event, standings } = statistics;
  return (
    <div className={styles.page}>
      <EventHeader event={event} />
      {event.status !== 'finished' ? (
        <Link to={`/sports/event/${event.id}`} className={styles.link}>
          {t('Stats.ToEvent')}
        </Link>
      ) : null}
      <div className={styles.teams}>
        <TeamForm name={event.home.name} teamId={event.home.id} {...statistics.home} />
        <TeamForm name={event.away.name} teamId={event.away.id} {...statistics.away} />
      </div>
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('Stats.HeadToHead')}</h2>
        <PastMatches matches={statistics.headToHead} empty={t('Stats.NoHeadToHead')} />
      </section>
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('Stats.Table')}</h2>
        {standings ? (
          <StandingsTable
            rows={standings.rows}
            highlight={[event.home.id, event.away.id]}
            caption={`${standings.league.name} · ${t('Stats.Season', { season: standings.season })}`}
          />
        ) : (
          <p className={styles.empty}>{t('Stats.NoTable')}</p>
        )}
      </section>
    </div>
  );
}

interface TeamFormProps {
  name: string;
  teamId: number;
  form: FormResult[];
  recent: PastMatch[];
}

function TeamForm({ name, teamId, form, recent }: TeamFormProps) {
  const t = useT();
  return (
    <section className={styles.section} aria-label={`${name} · ${t('Stats.TeamForm')}`}>
      <div className={styles.teamHead}>
        <h2 className={styles.teamName}>{name}</h2>
        <FormBadges form={form} />
      </div>
      <PastMatches matches={recent} empty={t('Stats.NoRecent')} teamId={teamId} />
    </section>
  );
}
