import { TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router';
import buttons from '#app/components/button.module.css';
import { useT } from '#app/lib/i18n/use-t.ts';
import styles from './status-page.module.css';

/** What a route shows when it fails (a loader, a chunk that would not load, a render error): no stack, a way on. */
export function RouteError() {
  const error = useRouteError();
  const t = useT();

  useEffect(() => {
    // Kept for developers in the console; the page itself never shows error details.
    console.error(error);
  }, [error]);

  return (
    <section className={styles.status} role="alert" aria-labelledby="route-error-title">
      <span className={styles.icon}>
        <TriangleAlert size={32} aria-hidden="true" />
      </span>
      <h1 id="route-error-title" className={styles.title}>
        {t('Error.Title')}
      </h1>
      <p className={styles.body}>{t('Error.Body')}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className={`${buttons.button} ${buttons.primary}`}
          onClick={() => window.location.reload()}
        >
          {t('Error.Reload')}
        </button>
        <Link to="/" className={`${buttons.button} ${buttons.outline}`}>
          {t('Common.BackHome')}
        </Link>
      </div>
    </section>
  );
}
