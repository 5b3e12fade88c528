import { USER_QUERY_ROOT } from '#app/lib/query-client.ts';

export type BetsTab = 'open' | 'settled' | 'all';

/** The query of GET /api/client/bets as the web sends it (the contract's schema gives the defaults). */
export interface MyBetsQuery {
  status: BetsTab;
  /** YYYY-MM-DD */
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

/** Query keys of my bets, under the per-user root so logging out or in drops them. */
export const myBetsKeys = {
  all: [USER_QUERY_ROOT, 'mybets'] as const,
  list: (query: MyBetsQuery) => [...myBetsKeys.all, 'list', query] as const,
};
