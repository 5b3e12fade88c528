import { hasArea } from '@playline/contract/brands';
import { lazy, Suspense } from 'react';
import { useBrand } from '#app/brand/boot-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { LanguageSwitcher } from './language-switcher';
import { NavList } from './nav-list';
import styles from './side-nav.module.css';

/**
 * The sports tree's code is fetched only when a desktop frame draws it: this column is never drawn on phones, so
 * their first load does not grow by it (issue 21, measured with e2e/bundle-size.spec.ts).
 */
const SportsTree = lazy(() => import('#app/features/sports/tree/sports-tree.tsx'));

/** Desktop (md and up): the drawer becomes a permanent left column, with the sports tree under it on sports screens. */
export function SideNav({ sportsTree = false }: { sportsTree?: boolean }) {
  const t = useT();
  const brand = useBrand();
  const withTree = sportsTree && hasArea(brand, 'sports');
  return (
    <aside className={withTree ? `${styles.side} ${styles.withTree}` : styles.side}>
      <nav aria-label={t('Nav.Side')} className={styles.nav}>
        <NavList keys={brand.drawer} dense />
      </nav>
      {withTree ? (
        <Suspense fallback={null}>
          <SportsTree />
        </Suspense>
      ) : null}
      <div className={styles.footer}>
        <LanguageSwitcher />
      </div>
    </aside>
  );
}
