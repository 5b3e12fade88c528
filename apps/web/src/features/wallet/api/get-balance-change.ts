import * as wallet from '@playline/contract/api/wallet';
import type { Balance, BalanceChange } from '@playline/contract/wallet';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/api-client.ts';
import { walletKeys } from './keys';

/**
 * How often the header's balance is re-read while the page is visible (TanStack pauses it in the background) and
 * the hub, which pushes every balance change, is not connected.
 */
export const BALANCE_POLL_MS = 30_000;

/**
 * GET /api/client/balance/change: the balances and the latest movement. Runs for every logged-in page, so the answer
 * is typed, not parsed (zod stays out of the entry chunk).
 */
export function getBalanceChange(signal?: AbortSignal): Promise<BalanceChange> {
  return call(wallet.getBalanceChange, {}, { signal });
}

export function balanceChangeQueryOptions() {
  return queryOptions({
    queryKey: walletKeys.balanceChange(),
    // The signal: a pushed balance cancels a read that may be older than it (see `writePushed`).
    queryFn: ({ signal }) => getBalanceChange(signal),
    refetchInterval: BALANCE_POLL_MS,
    staleTime: BALANCE_POLL_MS - 5_000,
  });
}

/**
 * Polls the balance while `poll` is true. It starts from the balances the client already has (the login status
 * brought them), so it does not fetch on mount: a stale cached user is cleared quietly by the status check instead
 * of by a 401 alert.
 */
export function useBalanceChange(current: () => Balance | null, poll = true) {
  return useQuery({
    ...balanceChangeQueryOptions(),
    refetchInterval: poll ? BALANCE_POLL_MS : false,
    initialData: () => {
      const balance = current();
      return balance ? { ...pickBalance(balance), lastMovement: null } : undefined;
    },
    initialDataUpdatedAt: () => Date.now(),
  });
}

function pickBalance({ balance, calculatedBalance, tax, currencyCode }: Balance): Balance {
  return { balance, calculatedBalance, tax, currencyCode };
}
