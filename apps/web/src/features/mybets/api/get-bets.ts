import * as bets from '@playline/contract/api/bets';
import { type BetList, betListSchema } from '@playline/contract/bets';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/api-client.ts';
import { useHubState } from '#app/lib/realtime/hub.ts';
import { type MyBetsQuery, myBetsKeys } from './keys';

/**
 * Open bets change (prices, cash-out offers, results) while the page is open: polled while the hub, which pushes
 * every settlement (see MyBetsLive), is not connected.
 */
export const OPEN_BETS_REFRESH_MS = 15_000;
/** Cash-out offers follow prices, which the hub does not push per bet: a list showing one still refreshes this often. */
export const CASH_OUT_REFRESH_MS = 30_000;

/** GET /api/client/bets?status=&from=&to=&page=&pageSize= (newest first). */
export function getBets(query: MyBetsQuery, signal?: AbortSignal): Promise<BetList> {
  return call(bets.getBets, { query }, { signal, parse: (data) => betListSchema.parse(data) });
}

export function betsQueryOptions(query: MyBetsQuery) {
  return queryOptions({
    queryKey: myBetsKeys.list(query),
    queryFn: ({ signal }) => getBets(query, signal),
    staleTime: 0,
  });
}

/**
 * The page stays on screen while the next one loads; lists that can hold open bets refresh every 15 s without a hub,
 * and every 30 s with it while a cash-out offer is shown.
 */
export function useBets(query: MyBetsQuery) {
  const hubOpen = useHubState() === 'open';
  return useQuery({
    ...betsQueryOptions(query),
    placeholderData: keepPreviousData,
    refetchInterval: ({ state }) => {
      if (query.status === 'settled') return false;
      if (!hubOpen) return OPEN_BETS_REFRESH_MS;
      return state.data?.bets.some((bet) => bet.cashOut !== null) ? CASH_OUT_REFRESH_MS : false;
    },
  });
}
