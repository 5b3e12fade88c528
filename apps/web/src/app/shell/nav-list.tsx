import type { NavKey } from '@playline/contract/navigation';
import { ChevronRight } from 'lucide-react';
import { NavLink } from 'react-router';
import { NavIcon } from '#app/components/nav-icon.tsx';
import { navItems } from '#app/components/nav-items.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import styles from './nav-list.module.css';

interface NavListProps {
  keys: readonly NavKey[];
  onNavigate?: () => void;
  /** Shorter rows (the desktop column, where the sports tree follows); touch screens keep 44 px. */
  dense?: boolean;
}

/** The brand's drawer entries as a vertical list: icon, translated label, active state. */
export function NavList({ keys, onNavigate, dense = false }: NavListProps) {
  const t = useT();
  return (
    <ul className={dense ? `${styles.list} ${styles.dense}` : styles.list}>
      {navItems(keys).map((item) => (
        <li key={item.key}>
          <NavLink to={item.path} className={styles.link} onClick={onNavigate}>
            <span className={styles.icon}>
              <NavIcon name={item.icon} size={20} />
            </span>
            <span className={styles.label}>{t(item.label)}</span>
            <ChevronRight className={styles.chevron} size={16} aria-hidden="true" />
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
