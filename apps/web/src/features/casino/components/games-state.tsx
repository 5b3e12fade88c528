import type { ReactNode } from 'react';
import { ListState } from '#app/components/list-state.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import styles from './games-state.module.css';

/** Tile-shaped placeholders in the grid's own layout, so the page does not jump when the games arrive. */
export function TileSkeletons({ count = 9, row = false }: { count?: number; row?: boolean }) {
  const t = useT();
  return (
    <div className={row ? styles.row : styles.grid} role="status" aria-label={t('Common.Loading')}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with nothing else to key on
        <span key={index} className={styles.tile}>
          <span className={styles.thumb} />
          <span className={styles.line} />
        </span>
      ))}
    </div>
  );
}

interface GamesStateProps {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
  /** Shown when the list came back empty, with what to do next. */
  empty: string;
  action?: ReactNode;
  isEmpty: boolean;
  /** How many placeholder tiles while loading. */
  skeletons?: number;
}

/** The grid's skeleton, its error with a retry, or its empty state; null once there are games to draw. */
export function GamesState({ isPending, isError, refetch, empty, action, isEmpty, skeletons }: GamesStateProps) {
  const t = useT();
  if (isPending) return <TileSkeletons count={skeletons} />;
  if (!isError && !isEmpty) return null;
  return (
    <ListState
      loading={false}
      error={isError}
      onRetry={() => void refetch()}
      empty={empty}
      loadError={t('Casino.LoadError')}
      action={action}
    />
  );
}
