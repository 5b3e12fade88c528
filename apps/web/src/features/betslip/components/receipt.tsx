import type { PlaceBetsResult } from '@playline/contract/bets';
import { Link } from 'react-router';
import { useBrand } from '#app/brand/boot-context.tsx';
import buttons from '#app/components/button.module.css';
import { LazyShareBet } from '#app/entities/bet-share/lazy-share-bet.tsx';
import { PrintReceipt } from './print-receipt';
import { ReceiptLegs } from './receipt-legs';
import styles from './slip.module.css';
import { useSlipFormat } from './use-slip-format';

/**
 * What was placed: each bet's id, booking code, legs, stake and most it can return (stake included), with "Keep
 * selections" to bet the same picks again and "Share" with a link and its QR code (issue 21). A shop prints it for
 * the customer (issue 8): the button prints the paper copy, which only shop sites render.
 */
export function Receipt({
  result,
  onDone,
  onKeep,
}: {
  result: PlaceBetsResult;
  onDone: () => void;
  /** "Keep selections": the placed picks go back on the slip (absent when the receipt cannot restore them). */
  onKeep?: () => void;
}) {
  const { t, money } = useSlipFormat();
  const brand = useBrand();
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
            <ReceiptLegs bet={bet} />
            <dl className={styles.summary}>
              <div className={styles.summaryRow}>
                <dt>{t('Bets.Slip.TotalStake')}</dt>
                <dd>{money(bet.totalStake)}</dd>
              </div>
              <div className={styles.summaryRow}>
                <dt>{t('Bets.Slip.PotentialReturn')}</dt>
                <dd>{money(bet.potentialReturn)}</dd>
              </div>
            </dl>
            {brand.isShop ? null : <LazyShareBet betId={bet.id} qr />}
          </li>
        ))}
      </ul>
      <div className={styles.receiptActions}>
        {brand.isShop ? (
          <button type="button" className={`${buttons.button} ${buttons.accent}`} onClick={() => window.print()}>
            {t('Bets.Slip.Print')}
          </button>
        ) : null}
        <Link to="/mybets" className={`${buttons.button} ${buttons.outline}`}>
          {t('Bets.Slip.MyBets')}
        </Link>
        {onKeep ? (
          <button type="button" className={`${buttons.button} ${buttons.outline}`} onClick={onKeep}>
            {t('Bets.Slip.KeepSelections')}
          </button>
        ) : null}
        <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={onDone}>
          {t('Bets.Slip.ReceiptDone')}
        </button>
      </div>
      {brand.isShop ? <PrintReceipt result={result} /> : null}
    </section>
  );
}
