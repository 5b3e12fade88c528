import { MY_BETS_ROOT } from '#app/entities/open-bets/open-bets.ts';

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
  all: MY_BETS_ROOT,
  list: (query: MyBetsQuery) => [...myBetsKeys.all, 'list', query] as const,
};
