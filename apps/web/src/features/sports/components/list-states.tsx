import type { ReactNode } from 'react';
import buttons from '#app/components/button.module.css';
import { useT } from '#app/lib/i18n/use-t.ts';
import styles from './list-states.module.css';

/**
 * Row-shaped placeholders while a list loads, so the page does not jump when it arrives. `events` draws them at
 * an event row's height with its dividers, for a caller that puts them in the list's own frame; `withContext` at
 * the height of rows with their sport and league line.
 */
export function ListSkeleton({
  rows = 6,
  events = false,
  withContext = false,
}: {
  rows?: number;
  events?: boolean;
  withContext?: boolean;
}) {
  const t = useT();
  const frame = events ? styles.eventSkeletons : styles.skeletons;
  return (
    <div className={`${frame} ${withContext ? styles.withContext : ''}`} role="status" aria-label={t('Common.Loading')}>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with nothing else to key on
        <span key={index} className={styles.skeleton} />
      ))}
    </div>
  );
}

/** A list that failed to load: what happened and a retry. */
export function ListError({ onRetry, message }: { onRetry: () => void; message?: string }) {
  const t = useT();
  return (
    <div className={styles.state} role="alert">
      <p>{message ?? t('Sports.Browse.LoadError')}</p>
      <button type="button" className={`${buttons.button} ${buttons.outline} ${buttons.small}`} onClick={onRetry}>
        {t('Common.Retry')}
      </button>
    </div>
  );
}

/** An empty list: says so and offers what to do next. */
export function ListEmpty({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <div className={styles.state}>
      <p>{message}</p>
      {action}
    </div>
  );
}

interface QueryStateProps {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
  rows?: number;
}

/**
 * The skeleton or the error of a query, or null once it has data (the caller then draws the list or its empty
 * state). A refetch that fails while data is shown keeps the data: only a first load shows the error.
 */
export function QueryState({ isPending, isError, refetch, rows }: QueryStateProps) {
  if (isPending) return <ListSkeleton rows={rows} />;
  if (isError) return <ListError onRetry={() => void refetch()} />;
  return null;
}
