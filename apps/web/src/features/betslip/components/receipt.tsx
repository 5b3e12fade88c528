import type { PlaceBetsResult } from '@playline/contract/bets';
import { Link } from 'react-router';
import buttons from '../../../components/button.module.css';
import styles from './slip.module.css';
import { useSlipFormat } from './use-slip-format';

/** What was placed: each bet's id, booking code, stake and most it can return. */
export function Receipt({ result, onDone }: { result: PlaceBetsResult; onDone: () => void }) {
  const { t, money } = useSlipFormat();
  const { bets } = result;
  return (
    <section className={styles.receipt} aria-labelledby="slip-receipt">
      <h3 id="slip-receipt" className={styles.receiptTitle} role="status">
        ✓ {bets.length === 1 ? t('Bets.Slip.Receipt') : t('Bets.Slip.ReceiptBets', { count: bets.length })}
      </h3>
      <ul className={styles.list}>
        {bets.map((bet) => (
          <li key={bet.id} className={styles.receiptBet}>
            <p className={styles.outcome}>{t('Bets.Slip.BetId', { id: bet.id })}</p>
            <p className={styles.muted}>
              {t('Bets.Slip.BookingCode')}: <strong className={styles.code}>{bet.bookingCode}</strong>
            </p>
            <dl className={styles.summary}>
              <div className={styles.summaryRow}>
                <dt>{t('Bets.Slip.TotalStake')}</dt>
                <dd>{money(bet.totalStake)}</dd>
              </div>
              <div className={styles.summaryRow}>
                <dt>{t('Bets.Slip.PotentialWin')}</dt>
                <dd>{money(bet.potentialReturn)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <div className={styles.receiptActions}>
        <Link to="/mybets" className={`${buttons.button} ${buttons.outline}`}>
          {t('Bets.Slip.MyBets')}
        </Link>
        <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={onDone}>
          {t('Bets.Slip.ReceiptDone')}
        </button>
      </div>
    </section>
  );
}
