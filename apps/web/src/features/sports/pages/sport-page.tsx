import type { SportDetail } from '@playline/contract/sports';
import { Page } from '#app/components/page.tsx';
import { countryName } from '#app/entities/market-labels/market-labels.ts';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useEvents } from '../api/get-events';
import { useSportDetail } from '../api/get-sport-detail';
import { EventList } from '../components/event-list';
import { ListEmpty, QueryState } from '../components/list-states';
import { SportIcon } from '../components/sport-icon';
import { useSportParam } from '../hooks/use-sport-param';
import styles from './browse.module.css';
import { LeagueLinks } from './league-links';
import { NotFoundState } from './not-found-state';
import { SportChips } from './sport-chips';
import { SportLinks } from './sport-links';

/** Countries as an accordion, each opening to its leagues. */
function CountryAccordion({ countries }: { countries: SportDetail['countries'] }) {
  const t = useT();
  const locale = useClientStore((state) => state.language.locale);
  return (
    <div className={styles.accordion}>
      {countries.map((country) => (
        <details key={country.key} className={styles.country}>
          <summary className={styles.countrySummary}>
            <span>{countryName(t, country, locale)}</span>
            <span className={styles.muted}>{t('Sports.Browse.EventCount', { count: country.eventCount })}</span>
          </summary>
          <LeagueLinks leagues={country.leagues} withCountry={false} />
        </details>
      ))}
    </div>
  );
}

/** SportsGameAll (`/sports/:sport`): countries and leagues, then the sport's upcoming matches by day. */
export function SportPage() {
  const t = useT();
  const sport = useSportParam();
  const detail = useSportDetail(sport);
  const events = useEvents({ sport: sport ?? undefined, limit: 200 }, { enabled: sport !== null });
  if (!sport) return <NotFoundState message={t('Sports.Browse.UnknownSport')} />;
  return (
    <Page title={t(`Sport.${sport}`)}>
      <div className={`${styles.section} ${styles.content}`}>
        <SportChips current={sport} />
        <SportLinks sport={sport} />
        <section className={styles.section} aria-label={t('Sports.Browse.Countries')}>
          <h2 className={styles.sectionTitle}>
            <SportIcon sport={sport} size={18} /> {t('Sports.Browse.Countries')}
          </h2>
          <QueryState {...detail} isError={detail.isError && !detail.data} rows={12} />
          {detail.data ? <CountryAccordion countries={detail.data.countries} /> : null}
        </section>
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>{t('Sports.Browse.Upcoming')}</h2>
          <QueryState {...events} isError={events.isError && !events.data} />
          {events.data?.events.length === 0 ? <ListEmpty message={t('Sports.Browse.NoEvents')} /> : null}
          {events.data && events.data.events.length > 0 ? (
            <EventList events={events.data.events} label={t('Sports.Browse.Upcoming')} />
          ) : null}
        </section>
      </div>
    </Page>
  );
}
