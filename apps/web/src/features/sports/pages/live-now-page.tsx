import { routePath } from '@playline/contract/routes';
import { Link } from 'react-router';
import { Page } from '#app/components/page.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { EventsBySport } from '../components/events-by-sport';
import { ListEmpty, QueryState } from '../components/list-states';
import { useLiveEvents } from '../live/live-queries';
import { useLiveListSync } from '../live/live-sync';
import styles from './browse.module.css';

/**
 * SportsHomeLive (`/sports/live-now`): events in play with score and minute, kept current by the hub like `/live`
 * (on brands without live betting this is where live events are listed); a suspended market shows locked.
 */
export function LiveNowPage() {
  const t = useT();
  useLiveListSync();
  const events = useLiveEvents();
  return (
    <Page title={t('Sports.Browse.LiveNow')}>
      <div className={`${styles.section} ${styles.content}`}>
        <QueryState {...events} isError={events.isError && !events.data} />
        {events.data?.events.length === 0 ? (
          <ListEmpty
            message={t('Sports.Browse.NoLive')}
            action={
              <Link to={routePath('Sports')} className={styles.chip}>
                {t('Sports.Browse.StartingSoon')}
              </Link>
            }
          />
        ) : null}
        {events.data ? <EventsBySport events={events.data.events} /> : null}
      </div>
    </Page>
  );
}
