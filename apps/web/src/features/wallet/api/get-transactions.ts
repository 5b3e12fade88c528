import { type TransactionsPage, transactionsPageSchema } from '@playline/contract/wallet';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type HistoryQuery, walletKeys } from './keys';

/** GET /api/client/transactions?type=&from=&to=&page=&pageSize= (newest first). */
export function getTransactions(query: HistoryQuery): Promise<TransactionsPage> {
  return api.get('/client/transactions', {
    query: { ...query },
    parse: (data) => transactionsPageSchema.parse(data),
  });
}

export function transactionsQueryOptions(query: HistoryQuery) {
  return queryOptions({
    queryKey: walletKeys.transactions(query),
    queryFn: () => getTransactions(query),
    staleTime: 0,
  });
}

/** The page stays on screen while the next one loads (no jump to a skeleton when paging). */
export function useTransactions(query: HistoryQuery) {
  return useQuery({ ...transactionsQueryOptions(query), placeholderData: keepPreviousData });
}
