import type { Market, Outcome } from '@playline/contract/sports';
import { ChevronDown, Lock } from 'lucide-react';
import { useId } from 'react';
import { useT } from '#app/lib/i18n/use-t.ts';
import styles from './market-card.module.css';
import { MarketOutcomeGrid, type RenderOutcome } from './market-outcome-grid';

interface MarketCardProps {
  market: Market;
  title: string;
  open: boolean;
  onToggle: () => void;
  renderOutcome: RenderOutcome;
  rowLabel: (outcome: Outcome) => string;
}

/** One market: a header that opens and closes it, and its outcomes; a suspended market says so and stays in place. */
export function MarketCard({ market, title, open, onToggle, renderOutcome, rowLabel }: MarketCardProps) {
  const t = useT();
  const bodyId = useId();
  return (
    <section className={styles.card} aria-label={title}>
      <h3 className={styles.heading}>
        <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={bodyId} onClick={onToggle}>
          <span className={styles.title}>{title}</span>
          {market.status === 'suspended' ? (
            <span className={styles.suspended}>
              <Lock size={12} aria-hidden="true" />
              {t('SportsEvent.SuspendedMarket')}
            </span>
          ) : null}
          <ChevronDown size={18} aria-hidden="true" className={open ? styles.chevronOpen : styles.chevron} />
        </button>
      </h3>
      {open ? (
        <div id={bodyId} className={styles.body}>
          <MarketOutcomeGrid market={market} renderOutcome={renderOutcome} rowLabel={rowLabel} />
        </div>
      ) : null}
    </section>
  );
}
