import { useT } from '#app/lib/i18n/use-t.ts';
import styles from './sports-tree.module.css';

/** The number of matches, as a number to the eye and "12 matches" to a screen reader. */
export function TreeCount({ count }: { count: number }) {
  const t = useT();
  return (
    <>
      {' '}
      <span className={styles.count} aria-hidden="true">
        {count}
      </span>
      <span className="visually-hidden">{t('Sports.Browse.EventCount', { count })}</span>{' '}
    </>
  );
}

/** A branch still loading (thin bars where rows will be), or failed with a retry. */
export function TreeState({ isError, refetch, rows }: { isError: boolean; refetch: () => unknown; rows: number }) {
  const t = useT();
  if (isError) {
    return (
      <div className={styles.state} role="alert">
        <span>{t('Sports.Browse.LoadError')}</span>
        <button type="button" className={styles.retry} onClick={() => void refetch()}>
          {t('Common.Retry')}
        </button>
      </div>
    );
  }
  return (
    <div className={styles.placeholders} role="status" aria-label={t('Common.Loading')}>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with nothing else to key on
        <span key={index} className={styles.placeholder} />
      ))}
    </div>
  );
}
