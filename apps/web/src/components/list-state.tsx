import type { ReactNode } from 'react';
import { useT } from '../lib/i18n/use-t';
import buttons from './button.module.css';
import styles from './list-state.module.css';

interface ListStateProps {
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  empty: string;
  /** The text when the list could not be loaded. */
  loadError: string;
  /** What to do next when the list is empty, e.g. a link to deposit or to browse sports. */
  action?: ReactNode;
  /** The loading skeleton: three list rows (default) or two tall cards. */
  look?: 'rows' | 'cards';
}

/** A list's loading skeleton, its error with a retry, or its empty state (design: every list has all three). */
export function ListState({ loading, error, onRetry, empty, loadError, action, look = 'rows' }: ListStateProps) {
  const t = useT();
  if (loading) {
    return (
      <div
        className={`${styles.skeletons} ${look === 'cards' ? styles.cards : ''}`}
        role="status"
        aria-label={t('Common.Loading')}
      >
        <span className={styles.skeleton} />
        <span className={styles.skeleton} />
        {look === 'rows' ? <span className={styles.skeleton} /> : null}
      </div>
    );
  }
  if (error) {
    return (
      <div className={styles.state} role="alert">
        <p>{loadError}</p>
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
