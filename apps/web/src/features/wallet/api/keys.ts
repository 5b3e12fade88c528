import type { MovementType } from '@playline/contract/wallet';
import { USER_QUERY_ROOT } from '#app/lib/query-client.ts';

/** The query of GET /api/client/transactions as the web sends it (the contract's schema gives defaults). */
export interface HistoryQuery {
  type?: MovementType;
  /** YYYY-MM-DD */
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

/** Query keys of the wallet, under the per-user root so logging out or in drops them all. */
export const walletKeys = {
  all: [USER_QUERY_ROOT, 'wallet'] as const,
  balanceChange: () => [...walletKeys.all, 'balance-change'] as const,
  withdrawals: () => [...walletKeys.all, 'withdrawals'] as const,
  transactions: (query: HistoryQuery) => [...walletKeys.all, 'transactions', query] as const,
};
