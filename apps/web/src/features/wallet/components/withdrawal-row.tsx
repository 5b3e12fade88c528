import type { Withdrawal } from '@playline/contract/wallet';
import buttons from '#app/components/button.module.css';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useDateTime } from '#app/lib/use-date-time.ts';
import { useMoney } from '#app/lib/use-money.ts';
import pay from './payment.module.css';
import styles from './wallet.module.css';

interface WithdrawalRowProps {
  withdrawal: Withdrawal;
  currencyCode: string;
  cancelling: boolean;
  onCancel: () => void;
}

/** One withdrawal: amount, status, when it was asked for (and, while pending, when it pays out) and Cancel. */
export function WithdrawalRow({ withdrawal, currencyCode, cancelling, onCancel }: WithdrawalRowProps) {
  const t = useT();
  const money = useMoney();
  const dateTime = useDateTime();
  const amount = money(withdrawal.amount, currencyCode);
  const pending = withdrawal.status === 'pending';
  return (
    <li className={styles.row}>
      <div className={styles.rowMain}>
        <span className={styles.rowAmount}>{amount}</span>
        {withdrawal.method && withdrawal.destination ? (
          <span className={pay.destination}>
            {t('Wallet.PaidTo', { method: t(`Wallet.Method.${withdrawal.method}`), account: withdrawal.destination })}
          </span>
        ) : null}
        <span className={styles.rowMeta}>{dateTime(withdrawal.createdAt)}</span>
        {pending ? (
          <span className={styles.rowMeta}>{t('Wallet.CompletesAt', { time: dateTime(withdrawal.completesAt) })}</span>
        ) : null}
      </div>
      <span className={`${styles.status} ${styles[withdrawal.status]}`}>{t(`Wallet.Status.${withdrawal.status}`)}</span>
      {pending ? (
        <button
          type="button"
          className={`${buttons.button} ${buttons.outline} ${buttons.small}`}
          aria-label={t('Wallet.CancelWithdrawalOf', { amount })}
          disabled={cancelling}
          onClick={onCancel}
        >
          {t('Common.Cancel')}
        </button>
      ) : null}
    </li>
  );
}
