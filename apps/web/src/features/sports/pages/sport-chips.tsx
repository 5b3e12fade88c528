import { routePath } from '@playline/contract/routes';
import { REAL_SPORT_KEYS, type SportKey } from '@playline/contract/sports-keys';
import { useState } from 'react';
import { NavLink } from 'react-router';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useSports } from '../api/get-sports';
import { readEmbedMode } from '../components/provider-frame-embed';
import { SportIcon } from '../components/sport-icon';
import styles from './browse.module.css';

/**
 * Every sport as a scrollable row of chips with its count of upcoming matches. The chips are drawn at once and
 * the counts fill in, so the page below does not move when they arrive. Desktops have the sports tree
 * instead, unless framed by another site.
 */
export function SportChips({ current }: { current?: SportKey }) {
  const t = useT();
  const { data } = useSports();
  // Framed by another sportsbook there is no side column, so no tree: the chips stay at every width.
  const [withTree] = useState(() => readEmbedMode() === null);
  const counts = new Map(data?.sports.map((sport) => [sport.key, sport.prematchCount]));
  return (
    <nav aria-label={t('Sports.Browse.SportNav')} className={withTree ? styles.sportNav : undefined}>
      <ul className={styles.chips}>
        {REAL_SPORT_KEYS.map((sport) => (
          <li key={sport}>
            <NavLink
              to={routePath('SportsGameAll', { sport })}
              className={styles.chip}
              aria-current={sport === current ? 'page' : undefined}
              end
            >
              <SportIcon sport={sport} size={18} />
              {t(`Sport.${sport}`)}
              <span className={styles.count}>{counts.get(sport)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
