import { useBrand } from '#app/brand/boot-context.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { LanguageSwitcher } from './language-switcher';
import { NavList } from './nav-list';
import styles from './side-nav.module.css';

/** Desktop (md and up): the drawer becomes a permanent left column. */
export function SideNav() {
  const t = useT();
  const brand = useBrand();
  return (
    <aside className={styles.side}>
      <nav aria-label={t('Nav.Side')} className={styles.nav}>
        <NavList keys={brand.drawer} />
      </nav>
      <div className={styles.footer}>
        <LanguageSwitcher />
      </div>
    </aside>
  );
}
