import type { Balance, BalanceChange } from '@playline/contract/wallet';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useClientStoreApi } from '#app/lib/client-store-context.tsx';
import { useHubMessage, useHubState } from '#app/lib/realtime/hub.ts';
import { writePushed } from '#app/lib/realtime/pushed-state.ts';
import { useBalanceChange } from '../api/get-balance-change';
import { walletKeys } from '../api/keys';

/**
 * Keeps the logged-in player's balance fresh without a reload and hands it to the client store (the header shows
 * it). The hub pushes every balance change; while it is not connected, `balance/change` is polled instead. A new
 * movement (a deposit in another tab, a withdrawal the provider completed) refreshes the wallet's lists too.
 * Renders nothing; the shell mounts it while someone is logged in.
 */
export function BalanceSync() {
  const store = useClientStoreApi();
  const queryClient = useQueryClient();
  const hubOpen = useHubState() === 'open';
  const { data, refetch } = useBalanceChange(() => store.getState().user, !hubOpen);
  const lastMovement = useRef<number | null | undefined>(undefined);

  const refreshLists = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: walletKeys.withdrawals() });
    void queryClient.invalidateQueries({ queryKey: [...walletKeys.all, 'transactions'] });
  }, [queryClient]);

  useEffect(() => {
    if (!data) return;
    const { balance, calculatedBalance, tax, currencyCode } = data;
    store.getState().setBalance({ balance, calculatedBalance, tax, currencyCode });
    const movement = data.lastMovement?.id ?? null;
    if (lastMovement.current !== undefined && lastMovement.current !== movement) refreshLists();
    lastMovement.current = movement;
  }, [data, store, refreshLists]);

  useHubMessage('balance', ({ balance, calculatedBalance, tax, currencyCode }) => {
    const pushed = { balance, calculatedBalance, tax, currencyCode };
    store.getState().setBalance(pushed);
    // Into the cached answer too, cancelling a read on its way: its late answer must not put an older balance back.
    writePushed<BalanceChange>(queryClient, { queryKey: walletKeys.balanceChange(), exact: true }, (held) =>
      sameBalance(held, pushed) ? held : { ...held, ...pushed },
    );
    refreshLists();
  });

  // The socket may have missed movements (before it first opened, or while it was down), and the balance this
  // started from may be the cached user's: read it once whenever the socket greets us, if the server knows the player
  // (a stale cached user is left to the session check).
  useHubMessage('hello', ({ userId }) => {
    if (userId !== null && userId === store.getState().user?.userId) void refetch();
  });
  // The servers lost messages between them (decision 025): a balance push may be among them.
  useHubMessage('resync', () => {
    if (store.getState().user) void refetch();
  });

  return null;
}

const sameBalance = (a: Balance, b: Balance) =>
  a.balance === b.balance &&
  a.calculatedBalance === b.calculatedBalance &&
  a.tax === b.tax &&
  a.currencyCode === b.currencyCode;
