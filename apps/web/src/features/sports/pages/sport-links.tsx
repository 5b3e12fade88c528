import { routePath } from '@playline/contract/routes';
import type { SportKey } from '@playline/contract/sports';
import { Link } from 'react-router';
import { useT } from '#app/lib/i18n/use-t.ts';
import styles from './browse.module.css';

/** The sport's other views: the coupon, its outrights and the less popular leagues. */
export function SportLinks({ sport }: { sport: SportKey }) {
  const t = useT();
  return (
    <ul className={styles.chips}>
      <li>
        <Link to={routePath('SportsGameCoupon', { sport })} className={styles.chip}>
          {t('Sports.Browse.Coupon')}
        </Link>
      </li>
      <li>
        <Link to={routePath('SportsGameOutrights', { sport })} className={styles.chip}>
          {t('Sports.Browse.Outrights')}
        </Link>
      </li>
      <li>
        <Link to={routePath('SportsGameUnpopular', { sport })} className={styles.chip}>
          {t('Sports.Browse.MoreLeagues')}
        </Link>
      </li>
    </ul>
  );
}
