import { Hourglass } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { useBrand } from '../../brand/boot-context';
import buttons from '../../components/button.module.css';
import { Page } from '../../components/page';
import { useT } from '../../lib/i18n/use-t';
import styles from './area-page.module.css';
import { useRouteName } from './route-handle';
import { routeTitleKey } from './route-titles';
import { subMenuFor } from './sub-menu';

/** The shared page of every area later issues build: its title, the brand's sub-menu and a "coming soon" card. */
export function AreaPage() {
  const t = useT();
  const brand = useBrand();
  const name = useRouteName() ?? 'Help_HomePage';
  const menu = subMenuFor(brand, name);
  return (
    <Page title={t(routeTitleKey(name))}>
      {menu.length > 0 ? (
        <nav className={styles.menu} aria-label={t(routeTitleKey(name))}>
          {menu.map((entry) => (
            <NavLink key={entry.key} to={entry.path} end className={styles.chip}>
              {t(entry.label)}
            </NavLink>
          ))}
        </nav>
      ) : null}
      <section className={styles.soon}>
        <span className={styles.icon}>
          <Hourglass size={28} aria-hidden="true" />
        </span>
        <span className={styles.badge}>{t('Common.Soon')}</span>
        <p className={styles.text}>{t('Common.ComingSoon', { name: brand.name })}</p>
        <Link to="/" className={`${buttons.button} ${buttons.outline}`}>
          {t('Common.BackHome')}
        </Link>
      </section>
    </Page>
  );
}

export default AreaPage;
