import { hasArea } from '@playline/contract/brands';
import { lazy, Suspense } from 'react';
import { useBrand } from '#app/brand/boot-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { LanguageSwitcher } from './language-switcher';
import { NavList } from './nav-list';
import styles from './side-nav.module.css';

/** The tree's code is fetched only on the sports screens of a desktop (issue 21). */
const SportsTree = lazy(() => import('#app/features/sports/tree/sports-tree.tsx'));

/**
 * Desktop (md and up): the drawer becomes a permanent left column, with the sports tree under it on sports screens.
 * A lazy chunk of the shell: phones, which never draw it, do not load it.
 */
export default function SideNav({ sportsTree = false }: { sportsTree?: boolean }) {
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
