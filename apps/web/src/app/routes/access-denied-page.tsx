import { ROUTES } from '@playline/contract/routes';
import { House, LifeBuoy, ShieldX } from 'lucide-react';
import { Link } from 'react-router';
import buttons from '#app/components/button.module.css';
import { useT } from '#app/lib/i18n/use-t.ts';
import styles from './status-page.module.css';

/** `/access-denied`: where a player lands on a page their account may not use here, with the ways on. */
export function AccessDeniedPage() {
  const t = useT();
  return (
    <section className={styles.status} aria-labelledby="access-denied-title">
      <span className={styles.icon}>
        <ShieldX size={36} aria-hidden="true" />
      </span>
      <h1 id="access-denied-title" className={styles.title}>
        {t('Page.AccessDenied')}
      </h1>
      <p className={styles.body}>{t('AccessDenied.Body')}</p>
      <div className={styles.actions}>
        <Link to="/" className={`${buttons.button} ${buttons.primary}`}>
          <House size={18} aria-hidden="true" />
          {t('Common.BackHome')}
        </Link>
        <Link to={ROUTES.Help_ContactUs.path} className={`${buttons.button} ${buttons.outline}`}>
          <LifeBuoy size={18} aria-hidden="true" />
          {t('AccessDenied.Contact')}
        </Link>
      </div>
    </section>
  );
}

export default AccessDeniedPage;
