import type { Bet } from '@playline/contract/bets';
import { slipMarketName, slipOutcomeName } from '../selection-label';
import styles from './receipt.module.css';
import { useSlipFormat } from './use-slip-format';

/** A placed bet's legs on the receipt: what was picked (by name), its market and event, and the price taken. */
export function ReceiptLegs({ bet }: { bet: Bet }) {
  const { t } = useSlipFormat();
  return (
    <ul className={styles.legs} aria-label={t('Bets.Slip.ReceiptLegs')}>
      {bet.legs.map((leg) => (
        <li key={leg.outcomeId} className={styles.leg}>
          <span className={styles.legText}>
            <strong>{slipOutcomeName(t, leg)}</strong>
            <span className={styles.legMeta}>
              {slipMarketName(t, leg)} · {leg.eventName}
            </span>
          </span>
          <span className={styles.legOdds}>{leg.odds.toFixed(2)}</span>
        </li>
      ))}
    </ul>
  );
}
