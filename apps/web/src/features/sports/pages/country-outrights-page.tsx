import { useParams } from 'react-router';
import { countryName } from '#app/entities/market-labels/market-labels.ts';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useSportDetail } from '../api/get-sport-detail';
import { useSportParam } from '../hooks/use-sport-param';
import { NotFoundState } from './not-found-state';
import { OutrightsView } from './outrights-view';

/** SportsCountryOutrights (`/sports/:sport/:country/outrights`): the outrights of one country's leagues. */
export function CountryOutrightsPage() {
  const t = useT();
  const locale = useClientStore((state) => state.language.locale);
  const sport = useSportParam();
  const { country: countryKey = '' } = useParams();
  const detail = useSportDetail(sport);
  if (!sport) return <NotFoundState message={t('Sports.Browse.UnknownSport')} />;
  const country = detail.data?.countries.find((item) => item.key === countryKey);
  if (detail.data && !country) return <NotFoundState message={t('Sports.Browse.UnknownLeague')} />;
  const title = `${country ? countryName(t, country, locale) : t(`Sport.${sport}`)} · ${t('Sports.Browse.Outrights')}`;
  return <OutrightsView sport={sport} country={countryKey} title={title} />;
}
