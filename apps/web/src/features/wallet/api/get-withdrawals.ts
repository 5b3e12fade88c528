import * as wallet from '@playline/contract/api/wallet';
import { type Withdrawals, withdrawalsSchema } from '@playline/contract/wallet';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/api-client.ts';
import { walletKeys } from './keys';

/** GET /api/client/withdrawals: the latest 100, newest first. */
export function getWithdrawals(signal?: AbortSignal): Promise<Withdrawals> {
  return call(wallet.getWithdrawals, {}, { signal, parse: (data) => withdrawalsSchema.parse(data) });
}

export function withdrawalsQueryOptions() {
  return queryOptions({
    queryKey: walletKeys.withdrawals(),
    queryFn: ({ signal }) => getWithdrawals(signal),
    staleTime: 0,
  });
}

/** While one is pending, look again every 15 s: the provider completes it after a delay. */
export function useWithdrawals() {
  return useQuery({
    ...withdrawalsQueryOptions(),
    refetchInterval: (query) => (query.state.data?.items.some((item) => item.status === 'pending') ? 15_000 : false),
  });
}
