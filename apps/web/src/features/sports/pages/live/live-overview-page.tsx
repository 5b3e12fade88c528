import { hasArea } from '@playline/contract/areas';
import { routePath } from '@playline/contract/routes';
import type { SportKey } from '@playline/contract/sports';
import { Link, useSearchParams } from 'react-router';
import { useBrand } from '#app/brand/boot-context.tsx';
import { Page } from '#app/components/page.tsx';
import { EventsBySport } from '#app/features/sports/components/events-by-sport.tsx';
import { ListEmpty, ListError, ListSkeleton } from '#app/features/sports/components/list-states.tsx';
import { useLiveEvents } from '#app/features/sports/live/live-queries.ts';
import { useLiveListSync } from '#app/features/sports/live/live-sync.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import styles from '../browse.module.css';
import { parseSport } from '../statistics-page-sport-filter';
import { LiveSportChips } from './live-sport-chips';

/**
 * SportsLive `/live`: every match in play by sport, with its clock, score and main market. Scores and statuses
 * arrive by push (prices go straight to their buttons); chips filter by sport and count what is live.
 */
export function LiveOverviewPage() {
  const t = useT();
  useLiveListSync();
  const events = useLiveEvents();
  const [search, setSearch] = useSearchParams();
  const sport = parseSport(search.get('sport'));
  const all = events.data?.events ?? [];
  const shown = sport ? all.filter((event) => event.sport === sport) : all;
  const select = (next: SportKey | null) =>
    setSearch(next ? { sport: next } : {}, { replace: true, preventScrollReset: true });

  return (
    <Page title={t('Live.Title')}>
      <div className={`${styles.section} ${styles.content}`}>
        <LiveSportChips events={all} value={sport} onChange={select} />
        {events.data ? null : events.isError ? (
          <ListError message={t('Live.LoadError')} onRetry={() => void events.refetch()} />
        ) : (
          <ListSkeleton rows={8} />
        )}
        {events.data && shown.length === 0 ? <LiveEmpty /> : null}
        <EventsBySport events={shown} countLabel={(count) => t('Live.EventCount', { count })} />
      </div>
    </Page>
  );
}

/** Nothing in play: says so and points to the schedule where the brand has one. */
function LiveEmpty() {
  const t = useT();
  const schedule = hasArea(useBrand(), 'schedule');
  return (
    <ListEmpty
      message={t('Live.Empty')}
      action={
        schedule ? (
          <Link to={routePath('Schedule')} className={styles.chip}>
            {t('Schedule.Title')}
          </Link>
        ) : null
      }
    />
  );
}
