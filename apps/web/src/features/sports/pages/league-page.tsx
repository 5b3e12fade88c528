import { routePath } from '@playline/contract/routes';
import { Link, useParams } from 'react-router';
import { Page } from '#app/components/page.tsx';
import { countryName } from '#app/entities/market-labels/market-labels.ts';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useEvents } from '../api/get-events';
import { useSportDetail } from '../api/get-sport-detail';
import { EventList } from '../components/event-list';
import { ListEmpty, QueryState } from '../components/list-states';
import { useSportParam } from '../hooks/use-sport-param';
import styles from './browse.module.css';
import { NotFoundState } from './not-found-state';

/** SportsLeague (`/sports/:sport/:country/:league`): the league's matches by day, virtualised for long seasons. */
export function LeaguePage() {
  const t = useT();
  const locale = useClientStore((state) => state.language.locale);
  const sport = useSportParam();
  const params = useParams();
  const detail = useSportDetail(sport);
  const country = detail.data?.countries.find((item) => item.key === params.country);
  const league = country?.leagues.find((item) => item.key === params.league);
  const events = useEvents({ league: league?.id, limit: 500 }, { enabled: league !== undefined });
  if (!sport) return <NotFoundState message={t('Sports.Browse.UnknownSport')} />;
  if (detail.data && !league) return <NotFoundState message={t('Sports.Browse.UnknownLeague')} />;
  return (
    <Page
      title={league?.name ?? t(`Sport.${sport}`)}
      eyebrow={country ? `${t(`Sport.${sport}`)} · ${countryName(t, country, locale)}` : undefined}
    >
      <div className={`${styles.section} ${styles.content}`}>
        <QueryState {...detail} isError={detail.isError && !detail.data} rows={1} />
        {league?.hasOutrights ? (
          <ul className={styles.chips}>
            <li>
              <Link
                to={routePath('SportsCountryOutrights', { sport, country: league.country.key })}
                className={styles.chip}
              >
                {t('Sports.Browse.Outrights')}
              </Link>
            </li>
          </ul>
        ) : null}
        {league ? (
          <>
            <QueryState {...events} isError={events.isError && !events.data} />
            {events.data?.events.length === 0 ? <ListEmpty message={t('Sports.Browse.NoEvents')} /> : null}
            {events.data && events.data.events.length > 0 ? (
              <EventList events={events.data.events} label={league.name} />
            ) : null}
          </>
        ) : null}
      </div>
    </Page>
  );
}
