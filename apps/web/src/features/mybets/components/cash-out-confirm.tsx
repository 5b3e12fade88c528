import buttons from '#app/components/button.module.css';
import { useT } from '#app/lib/i18n/use-t.ts';
import styles from './cash-out.module.css';

interface CashOutConfirmProps {
  /** The formatted amount to be paid. */
  amount: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Cash out €12.34 now?" with Confirm (locked while the request is in flight) and Cancel. */
export function CashOutConfirm({ amount, pending, onConfirm, onCancel }: CashOutConfirmProps) {
  const t = useT();
  return (
    <div className={styles.confirm}>
      <p className={styles.question}>{t('Bets.Mybets.Confirm', { amount })}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className={`${buttons.button} ${buttons.primary} ${styles.main}`}
          disabled={pending}
          aria-busy={pending}
          onClick={onConfirm}
        >
          {pending ? t('Bets.Mybets.CashingOut') : t('Bets.Mybets.ConfirmButton')}
        </button>
        <button type="button" className={`${buttons.button} ${buttons.ghost}`} disabled={pending} onClick={onCancel}>
          {t('Bets.Mybets.Cancel')}
        </button>
      </div>
    </div>
  );
}
