import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import { USER_QUERY_ROOT } from '#app/lib/query-client.ts';

/** Every query of the player's bets (lists and the open count) sits under this key, per user. */
export const MY_BETS_ROOT = [USER_QUERY_ROOT, 'mybets'] as const;

const OPEN_COUNT_KEY = [...MY_BETS_ROOT, 'open-count'] as const;

/** Bets were placed, cashed out or settled: every list and the open count ask again. */
export function refreshMyBets(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: MY_BETS_ROOT });
}

/**
 * How many open bets the player has (the My bets tab's badge): the total of a one-row page of open bets; null for a
 * visitor or until it is known. Placing, cashing out and settling refresh it through `refreshMyBets`.
 */
export function useOpenBetsCount(): number | null {
  const player = useClientStore((state) => state.user !== null);
  const { data } = useQuery({
    queryKey: OPEN_COUNT_KEY,
    // The bets contract is loaded with the first count, not with the tab bar: it stays out of every first load.
    queryFn: async ({ signal }) => (await import('./open-bets-count')).fetchOpenBetsCount(signal),
    enabled: player,
    staleTime: 60_000,
  });
  return player && data !== undefined ? data : null;
}
