import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useClientStoreApi } from '#app/lib/client-store-context.tsx';
import { rgKeys } from '../api/keys';

/**
 * Every movement of money (a bet, a win, a deposit, a casino round) reaches the client store as a new balance, from
 * the answer itself or from the hub or the poll: each change reads the limits (and the statement) again, so what
 * is used and left, and the warning, follow the money.
 */
export function useRefreshOnMoney(): void {
  const store = useClientStoreApi();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      store.subscribe((state, previous) => {
        const now = state.user;
        const before = previous.user;
        if (!now || !before || now.userId !== before.userId) return;
        if (now.balance === before.balance && now.calculatedBalance === before.calculatedBalance) return;
        void queryClient.invalidateQueries({ queryKey: rgKeys.all });
      }),
    [store, queryClient],
  );
}
