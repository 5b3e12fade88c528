import type { Withdrawal } from '@playline/contract/wallet';
import { Undo2 } from 'lucide-react';
import buttons from '#app/components/button.module.css';
import {
  Dialog,
  DialogActions,
  DialogClose,
  DialogDescription,
  DialogIcon,
  DialogTitle,
} from '#app/components/dialog.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useMoney } from '#app/lib/use-money.ts';

interface Props {
  withdrawal: Withdrawal;
  currencyCode: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a pending withdrawal is cancelled: its amount and where it was going return to the balance. */
export function CancelWithdrawalDialog({ withdrawal, currencyCode, onConfirm, onClose }: Props) {
  const t = useT();
  const money = useMoney();
  const destination =
    withdrawal.method && withdrawal.destination
      ? `${t(`Wallet.Method.${withdrawal.method}`)} ${withdrawal.destination}`
      : t('Wallet.Method');
  return (
    <Dialog onClose={onClose}>
      <DialogIcon>
        <Undo2 size={24} aria-hidden="true" />
      </DialogIcon>
      <DialogTitle>{t('Wallet.CancelConfirmTitle')}</DialogTitle>
      <DialogDescription>
        {t('Wallet.CancelConfirmBody', { amount: money(withdrawal.amount, currencyCode), destination })}
      </DialogDescription>
      <DialogActions wrap>
        <DialogClose className={`${buttons.button} ${buttons.outline}`}>{t('Wallet.KeepWithdrawal')}</DialogClose>
        <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={onConfirm}>
          {t('Wallet.CancelConfirm')}
        </button>
      </DialogActions>
    </Dialog>
  );
}
