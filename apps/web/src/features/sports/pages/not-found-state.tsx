import { routePath } from '@playline/contract/routes';
import { Link } from 'react-router';
import { Page } from '#app/components/page.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import styles from './browse.module.css';

/** An unknown sport, country or league in the URL: say so and lead back to the sports, never crash. */
export function NotFoundState({ message }: { message: string }) {
  const t = useT();
  return (
    <Page title={t('Sports.Browse.Title')}>
      <div className={styles.notFound} role="alert">
        <p>{message}</p>
        <Link to={routePath('Sports')} className={styles.chip}>
          {t('Sports.Browse.AllSports')}
        </Link>
      </div>
    </Page>
  );
}
