import type { Withdrawal } from '@playline/contract/wallet';
import { useState } from 'react';
import { ListState } from '#app/components/list-state.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useAttemptKey } from '#app/lib/use-attempt-key.ts';
import { useCancelWithdrawal } from '../api/cancel-withdrawal';
import { useWithdrawals } from '../api/get-withdrawals';
import { CancelWithdrawalDialog } from './cancel-withdrawal-dialog';
import styles from './wallet.module.css';
import { WithdrawalRow } from './withdrawal-row';

/**
 * The player's withdrawals, newest first, each with where it is paid to; a pending one can be cancelled after a
 * confirmation, which returns the held money.
 */
export function WithdrawalList({ currencyCode }: { currencyCode: string }) {
  const t = useT();
  const query = useWithdrawals();
  const cancel = useCancelWithdrawal();
  const attempt = useAttemptKey();
  const [confirming, setConfirming] = useState<Withdrawal | null>(null);

  const cancelOne = async (withdrawal: Withdrawal) => {
    try {
      await cancel.mutateAsync({
        withdrawalId: withdrawal.id,
        idempotencyKey: attempt.keyFor({ cancel: withdrawal.id }),
      });
      attempt.settle();
    } catch (error) {
      attempt.settle(error);
    }
  };

  const items = query.data?.items ?? [];
  return (
    <section className={styles.card} aria-labelledby="withdrawals-title">
      <h2 id="withdrawals-title" className={styles.cardTitle}>
        {t('Wallet.Withdrawals')}
      </h2>
      {items.length > 0 ? (
        <ul className={styles.list}>
          {items.map((withdrawal) => (
            <WithdrawalRow
              key={withdrawal.id}
              withdrawal={withdrawal}
              currencyCode={currencyCode}
              cancelling={cancel.isPending && cancel.variables?.withdrawalId === withdrawal.id}
              onCancel={() => setConfirming(withdrawal)}
            />
          ))}
        </ul>
      ) : (
        <ListState
          loading={query.isPending}
          error={query.isError}
          loadError={t('Wallet.LoadError')}
          onRetry={() => void query.refetch()}
          empty={t('Wallet.NoWithdrawals')}
        />
      )}
      {confirming ? (
        <CancelWithdrawalDialog
          withdrawal={confirming}
          currencyCode={currencyCode}
          onClose={() => setConfirming(null)}
          onConfirm={() => {
            setConfirming(null);
            void cancelOne(confirming);
          }}
        />
      ) : null}
    </section>
  );
}
