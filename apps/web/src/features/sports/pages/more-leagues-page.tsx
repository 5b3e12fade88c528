import { Page } from '#app/components/page.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useLeagues } from '../api/get-leagues';
import { ListEmpty, QueryState } from '../components/list-states';
import { useSportParam } from '../hooks/use-sport-param';
import styles from './browse.module.css';
import { LeagueLinks } from './league-links';
import { NotFoundState } from './not-found-state';
import { SportLinks } from './sport-links';

/** SportsGameUnpopular (`/sports/:sport/more`): the sport's less popular leagues. */
export function MoreLeaguesPage() {
  const t = useT();
  const sport = useSportParam();
  const leagues = useLeagues({ sport: sport ?? undefined, popular: false }, { enabled: sport !== null });
  if (!sport) return <NotFoundState message={t('Sports.Browse.UnknownSport')} />;
  return (
    <Page title={`${t(`Sport.${sport}`)} · ${t('Sports.Browse.MoreLeagues')}`}>
      <div className={`${styles.section} ${styles.content}`}>
        <SportLinks sport={sport} />
        <QueryState {...leagues} isError={leagues.isError && !leagues.data} rows={5} />
        {leagues.data?.leagues.length === 0 ? <ListEmpty message={t('Sports.Browse.NoMoreLeagues')} /> : null}
        {leagues.data && leagues.data.leagues.length > 0 ? <LeagueLinks leagues={leagues.data.leagues} /> : null}
      </div>
    </Page>
  );
}
