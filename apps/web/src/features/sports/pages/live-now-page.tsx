import { routePath } from '@playline/contract/routes';
import { Link } from 'react-router';
import { Page } from '../../../components/page';
import { useT } from '../../../lib/i18n/use-t';
import { useEvents } from '../api/get-events';
import { bySport } from '../components/by-sport';
import { EventRow } from '../components/event-row';
import { ListEmpty, QueryState } from '../components/list-states';
import { SportIcon } from '../components/sport-icon';
import styles from './browse.module.css';

/** SportsHomeLive (`/sports/live-now`): events in play with score and minute; a suspended market shows locked. */
export function LiveNowPage() {
  const t = useT();
  const events = useEvents({ status: 'live', limit: 500 });
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
        {events.data
          ? bySport(events.data.events).map(([sport, list]) => (
              <section key={sport} className={styles.section} aria-label={t(`Sport.${sport}`)}>
                <h2 className={styles.sectionTitle}>
                  <SportIcon sport={sport} size={18} /> {t(`Sport.${sport}`)}
                </h2>
                <div className={styles.rows}>
                  {list.map((event) => (
                    <EventRow key={event.id} event={event} />
                  ))}
                </div>
              </section>
            ))
          : null}
      </div>
    </Page>
  );
}
