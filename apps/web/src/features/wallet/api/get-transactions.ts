import * as wallet from '@playline/contract/api/wallet';
import { type TransactionsPage, transactionsPageSchema } from '@playline/contract/wallet';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/api-client.ts';
import { type HistoryQuery, walletKeys } from './keys';

/** GET /api/client/transactions?type=&from=&to=&page=&pageSize= (newest first). */
export function getTransactions(query: HistoryQuery, signal?: AbortSignal): Promise<TransactionsPage> {
  return call(wallet.getTransactions, { query }, { signal, parse: (data) => transactionsPageSchema.parse(data) });
}

export function transactionsQueryOptions(query: HistoryQuery) {
  return queryOptions({
    queryKey: walletKeys.transactions(query),
    queryFn: ({ signal }) => getTransactions(query, signal),
    staleTime: 0,
  });
}

/** The page stays on screen while the next one loads (no jump to a skeleton when paging). */
export function useTransactions(query: HistoryQuery) {
  return useQuery({ ...transactionsQueryOptions(query), placeholderData: keepPreviousData });
}
