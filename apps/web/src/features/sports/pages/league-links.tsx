import { routePath } from '@playline/contract/routes';
import type { League } from '@playline/contract/sports';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { countryName } from '#app/entities/market-labels/market-labels.ts';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import styles from './browse.module.css';

/** The league page's path (`/sports/:sport/:country/:league`, by keys). */
export function leaguePath(league: Pick<League, 'sport' | 'country' | 'key'>): string {
  return routePath('SportsLeague', { sport: league.sport, country: league.country.key, league: league.key });
}

/** Leagues as a list of links with their country (unless `withCountry` is false) and count of matches. */
export function LeagueLinks({ leagues, withCountry = true }: { leagues: readonly League[]; withCountry?: boolean }) {
  const t = useT();
  const locale = useClientStore((state) => state.language.locale);
  return (
    <ul className={styles.links}>
      {leagues.map((league) => (
        <li key={league.id}>
          <Link to={leaguePath(league)} className={styles.link}>
            <span className={styles.linkText}>
              <span>{league.name}</span>
              <span className={styles.muted}>
                {withCountry ? `${countryName(t, league.country, locale)} · ` : ''}
                {t('Sports.Browse.EventCount', { count: league.eventCount })}
              </span>
            </span>
            <ChevronRight size={18} aria-hidden />
          </Link>
        </li>
      ))}
    </ul>
  );
}
