import { BET_LIMITS, type Bet } from '@playline/contract/bets';
import { Lock } from 'lucide-react';
import buttons from '#app/components/button.module.css';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useMoney } from '#app/lib/use-money.ts';
import { canCashOutPart, useCashOut } from '../hooks/use-cash-out';
import styles from './cash-out.module.css';
import { CashOutConfirm } from './cash-out-confirm';

/**
 * The cash-out offer of an open bet: the whole bet for its value, or a part of the stake (a slider) for its share
 * of the value; both through a confirm step. Disabled with the reason while a market is suspended.
 */
export function CashOut({ bet }: { bet: Bet }) {
  const t = useT();
  const money = useMoney();
  const cashOut = useCashOut(bet);
  const amount = (value: number) => money(value, bet.currencyCode);
  const sliderId = `cashout-${bet.id}-part`;
  const suspended = !cashOut.available;
  const changedTo = cashOut.notice === 'changed' && !suspended ? amount(cashOut.value) : null;
  return (
    <section className={styles.cashOut} aria-label={t('Bets.Mybets.CashOut')}>
      <p className={styles.offer}>
        <span>{t('Bets.Mybets.CashOutValue')}</span>
        <strong>{amount(cashOut.offer?.value ?? 0)}</strong>
      </p>
      {suspended ? (
        <p className={styles.reason} role="status">
          <Lock size={16} aria-hidden="true" />
          {t('Bets.Mybets.Suspended')}
        </p>
      ) : null}
      {changedTo ? (
        <p className={styles.notice} role="status">
          {t('Bets.Mybets.NewOffer', { amount: changedTo })}
        </p>
      ) : null}
      {cashOut.notice === 'failed' ? (
        <p className={styles.error} role="alert">
          {t('Bets.Mybets.CashOutFailed')}
        </p>
      ) : null}
      {cashOut.partial ? (
        <div className={styles.part}>
          <label htmlFor={sliderId}>{t('Bets.Mybets.PartStake')}</label>
          <input
            id={sliderId}
            type="range"
            min={BET_LIMITS.minStake}
            max={bet.totalStake - BET_LIMITS.minStake}
            step={1}
            value={cashOut.stake}
            disabled={suspended || cashOut.pending}
            aria-valuetext={amount(cashOut.stake)}
            onChange={(event) => cashOut.setPart(Number(event.target.value))}
          />
          <p className={styles.partValue}>
            {t('Bets.Mybets.PartValue', { stake: amount(cashOut.stake), amount: amount(cashOut.value) })}
          </p>
        </div>
      ) : null}
      {cashOut.confirming ? (
        <CashOutConfirm
          amount={amount(cashOut.value)}
          pending={cashOut.pending}
          onConfirm={() => void cashOut.confirm()}
          onCancel={cashOut.cancel}
        />
      ) : (
        <div className={styles.actions}>
          <button
            type="button"
            className={`${buttons.button} ${buttons.accent} ${styles.main}`}
            disabled={suspended}
            onClick={cashOut.open}
          >
            {t('Bets.Mybets.CashOutFull', { amount: amount(cashOut.value) })}
          </button>
          {canCashOutPart(bet) ? (
            <button
              type="button"
              className={`${buttons.button} ${buttons.outline}`}
              aria-pressed={cashOut.partial}
              disabled={suspended}
              onClick={() => cashOut.setPart(cashOut.partial ? null : Math.floor(bet.totalStake / 2))}
            >
              {t('Bets.Mybets.CashOutPartial')}
            </button>
          ) : null}
        </div>
      )}
    </section>
  );
}
