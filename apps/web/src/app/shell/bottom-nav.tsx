import { NavLink } from 'react-router';
import { useBrand } from '#app/brand/boot-context.tsx';
import { NavIcon } from '#app/components/nav-icon.tsx';
import { navItems } from '#app/components/nav-items.ts';
import { useOpenBetsCount } from '#app/entities/open-bets/open-bets.ts';
import { useSlipCount } from '#app/entities/slip/slip.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import styles from './bottom-nav.module.css';

/** At most five tabs fit a phone; the rest of the brand's main menu is in the drawer. */
export const MAX_TABS = 5;

/** The bet slip's pick count on the sportsbook tab, until the slip has a tab of its own (next issue). */
function SlipBadge() {
  const t = useT();
  const count = useSlipCount();
  if (count === 0) return null;
  return (
    <span className={styles.badge} role="status" aria-label={t('Sports.Browse.SlipCount', { count })}>
      {count}
    </span>
  );
}

/** The player's open bets on the My bets tab (none for a visitor, or with no open bet). */
function OpenBetsBadge() {
  const t = useT();
  const count = useOpenBetsCount();
  if (!count) return null;
  return (
    <span className={styles.badge}>
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{` ${count === 1 ? t('Nav.OpenBetsOne') : t('Nav.OpenBets', { count })}`}</span>
    </span>
  );
}

/** The phone tab bar: the brand's main areas with icon and label (My bets with its open count), above the home indicator. */
export function BottomNav() {
  const t = useT();
  const brand = useBrand();
  return (
    <nav className={styles.bar} aria-label={t('Nav.Main')}>
      <ul className={styles.list}>
        {navItems(brand.mainMenu.slice(0, MAX_TABS)).map((item) => (
          <li key={item.key} className={styles.item}>
            <NavLink to={item.path} className={styles.tab}>
              <NavIcon name={item.icon} size={22} />
              <span className={styles.label}>{t(item.label)}</span>
              {item.route === 'Sports' ? <SlipBadge /> : null}
              {item.route === 'MyBets' ? <OpenBetsBadge /> : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
