import * as wallet from '@playline/contract/api/wallet';
import { type Balance, balanceSchema } from '@playline/contract/wallet';
import { useMutation } from '@tanstack/react-query';
import { call } from '#app/lib/api-client.ts';
import { useClientStoreApi } from '#app/lib/client-store-context.tsx';

/** GET /api/client/balance/refresh: the balances (minor units) read again from the ledger. */
export function getBalanceRefresh(): Promise<Balance> {
  return call(wallet.getBalance, {}, { parse: (data) => balanceSchema.parse(data) });
}

/** Refreshes the balances on demand and hands them to the client store (the header follows). */
export function useRefreshBalance() {
  const store = useClientStoreApi();
  return useMutation({
    mutationFn: getBalanceRefresh,
    onSuccess: (balance) => store.getState().setBalance(balance),
  });
}
