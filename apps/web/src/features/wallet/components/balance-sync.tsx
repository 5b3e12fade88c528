import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useClientStoreApi } from '../../../lib/client-store-context';
import { useBalanceChange } from '../api/get-balance-change';
import { walletKeys } from '../api/keys';

/**
 * Keeps the logged-in player's balance fresh without a reload: polls `balance/change` and hands the balances to the
 * client store (the header shows them). A new movement (e.g. a withdrawal the provider completed) refreshes the
 * wallet's lists too. Renders nothing; the shell mounts it while someone is logged in.
 */
export function BalanceSync() {
  const store = useClientStoreApi();
  const queryClient = useQueryClient();
  const { data } = useBalanceChange(() => store.getState().user);
  const lastMovement = useRef<number | null | undefined>(undefined);

  useEffect(() => {
    if (!data) return;
    const { balance, calculatedBalance, tax, currencyCode } = data;
    store.getState().setBalance({ balance, calculatedBalance, tax, currencyCode });
    const movement = data.lastMovement?.id ?? null;
    if (lastMovement.current !== undefined && lastMovement.current !== movement) {
      void queryClient.invalidateQueries({ queryKey: walletKeys.withdrawals() });
      void queryClient.invalidateQueries({ queryKey: [...walletKeys.all, 'transactions'] });
    }
    lastMovement.current = movement;
  }, [data, store, queryClient]);

  return null;
}
