import type { BetStatus } from '@playline/contract/bets';
import { useT } from '#app/lib/i18n/use-t.ts';
import styles from './bet-card.module.css';

/** The bet's status as a coloured pill: open, won, lost, void, cashed out. */
export function StatusBadge({ status }: { status: BetStatus }) {
  const t = useT();
  return (
    <span className={`${styles.badge} ${styles[status] ?? ''}`} data-status={status}>
      {t(`Bets.Mybets.Status.${status}`)}
    </span>
  );
}
