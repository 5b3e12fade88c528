import { routePath } from '@playline/contract/routes';
import type { SportKey } from '@playline/contract/sports';
import { NavLink } from 'react-router';
import { useT } from '../../../lib/i18n/use-t';
import { useSports } from '../api/get-sports';
import { SportIcon } from '../components/sport-icon';
import styles from './browse.module.css';

/** Every sport on offer as a scrollable row of chips with its count of upcoming matches. */
export function SportChips({ current }: { current?: SportKey }) {
  const t = useT();
  const { data } = useSports();
  if (!data) return null;
  return (
    <nav aria-label={t('Sports.Browse.SportNav')}>
      <ul className={styles.chips}>
        {data.sports.map((sport) => (
          <li key={sport.key}>
            <NavLink
              to={routePath('SportsGameAll', { sport: sport.key })}
              className={styles.chip}
              aria-current={sport.key === current ? 'page' : undefined}
              end
            >
              <SportIcon sport={sport.key} size={18} />
              {t(`Sport.${sport.key}`)}
              <span className={styles.count}>{sport.prematchCount}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
