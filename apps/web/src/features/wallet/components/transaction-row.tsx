import type { Movement, MovementType } from '@playline/contract/wallet';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useDateTime } from '#app/lib/use-date-time.ts';
import { useMoney } from '#app/lib/use-money.ts';
import { paymentLine, transactionTitle } from '../transaction-title';
import pay from './payment.module.css';
import styles from './wallet.module.css';

/**
 * How a movement reads in the history: named by what it was about (the game, the bet, the payment's account), with
 * the available balance right after it as the server computed it from the ledger. Its amount: money in (+), out (−), a payout of money already taken off the available
 * balance at the request (no sign, muted), or — for a casino round, which takes the stake and pays any win in one
 * movement — its net effect on the available balance.
 */
const SIGN: Record<MovementType, 1 | -1 | 0 | 'net'> = {
  deposit: 1,
  withdrawal: -1,
  withdrawal_cancel: 1,
  withdrawal_complete: 0,
  bet_stake: -1,
  bet_win: 1,
  bet_refund: 1,
  cash_out: 1,
  casino_bet: 'net',
  casino_win: 1,
  shop_pay_in: 1,
  shop_pay_out: -1,
};

export function TransactionRow({ movement, currencyCode }: { movement: Movement; currencyCode: string }) {
  const t = useT();
  const money = useMoney();
  const dateTime = useDateTime();
  const rule = SIGN[movement.type];
  const sign = rule === 'net' ? Math.sign(movement.availableChange) : rule;
  const amount = money(rule === 'net' ? Math.abs(movement.availableChange) : movement.amount, currencyCode);
  const tone = sign > 0 ? styles.credit : sign < 0 ? styles.debit : styles.neutral;
  const payment = paymentLine(t, movement);
  return (
    <li className={styles.row}>
      <div className={styles.rowMain}>
        <span className={styles.rowTitle}>{transactionTitle(t, movement)}</span>
        {payment ? <span className={pay.destination}>{payment}</span> : null}
        <span className={styles.rowMeta}>{dateTime(movement.createdAt)}</span>
      </div>
      <div className={pay.amounts}>
        <span className={`${styles.rowAmount} ${tone}`}>
          {sign > 0 ? '+' : sign < 0 ? '−' : ''}
          {amount}
        </span>
        <span className={pay.after}>
          {t('Wallet.BalanceAfter', { amount: money(movement.availableAfter, currencyCode) })}
        </span>
      </div>
    </li>
  );
}
