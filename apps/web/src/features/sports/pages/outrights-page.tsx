import { useT } from '#app/lib/i18n/use-t.ts';
import { useSportParam } from '../hooks/use-sport-param';
import { NotFoundState } from './not-found-state';
import { OutrightsView } from './outrights-view';

/** SportsGameOutrights (`/sports/:sport/outrights`): every league's winner and top-scorer markets. */
export function OutrightsPage() {
  const t = useT();
  const sport = useSportParam();
  if (!sport) return <NotFoundState message={t('Sports.Browse.UnknownSport')} />;
  return <OutrightsView sport={sport} title={`${t(`Sport.${sport}`)} · ${t('Sports.Browse.Outrights')}`} />;
}
