import type { ReactNode } from 'react';
import buttons from '../../../components/button.module.css';
import { useT } from '../../../lib/i18n/use-t';
import styles from './my-bets.module.css';

interface ListStateProps {
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  empty: string;
  /** What to do next when the list is empty: browse sports. */
  action?: ReactNode;
}

/** Bet-card skeletons while loading, the error with a retry, or the empty state. */
export function ListState({ loading, error, onRetry, empty, action }: ListStateProps) {
  const t = useT();
  if (loading) {
    return (
      <div className={styles.skeletons} role="status" aria-label={t('Common.Loading')}>
        <span className={styles.skeleton} />
        <span className={styles.skeleton} />
      </div>
    );
  }
  if (error) {
    return (
      <div className={styles.state} role="alert">
        <p>{t('Bets.Mybets.LoadError')}</p>
        <button type="button" className={`${buttons.button} ${buttons.outline} ${buttons.small}`} onClick={onRetry}>
          {t('Common.Retry')}
        </button>
      </div>
    );
  }
  return (
    <div className={styles.state}>
      <p>{empty}</p>
      {action}
    </div>
  );
}
