import { House } from 'lucide-react';
import { Link } from 'react-router';
import buttons from '#app/components/button.module.css';
import { useT } from '#app/lib/i18n/use-t.ts';
import styles from './status-page.module.css';

/** Any path no route claims (spec §2): a friendly page with a way home. */
export function NotFoundPage() {
  const t = useT();
  return (
    <section className={styles.status} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        {t('NotFound.Title')}
      </h1>
      <p className={styles.body}>{t('NotFound.Body')}</p>
      <div className={styles.actions}>
        <Link to="/" className={`${buttons.button} ${buttons.primary}`}>
          <House size={18} aria-hidden="true" />
          {t('Common.BackHome')}
        </Link>
      </div>
    </section>
  );
}

export default NotFoundPage;
