import * as bets from '@playline/contract/api/bets';
import { type BuilderPrice, builderPriceSchema } from '@playline/contract/bets';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/api-client.ts';
import { betslipKeys } from './keys';

/** POST /api/bets/builder/price: the server's combined price of same-event picks. */
export function postBuilderPrice(outcomeIds: readonly string[], signal?: AbortSignal): Promise<BuilderPrice> {
  return call(
    bets.priceBuilderBet,
    { body: { outcomeIds: [...outcomeIds] } },
    { signal, parse: (data) => builderPriceSchema.parse(data), report: false },
  );
}

export const builderPriceQuery = (outcomeIds: readonly string[]) =>
  queryOptions({
    queryKey: betslipKeys.builderPrice(outcomeIds),
    queryFn: ({ signal }) => postBuilderPrice(outcomeIds, signal),
    staleTime: 15_000,
    refetchInterval: 30_000,
    retry: 1,
  });

/** The price of one builder group, refreshed while the slip shows it. */
export function useBuilderPrice(outcomeIds: readonly string[]) {
  return useQuery({ ...builderPriceQuery(outcomeIds), enabled: outcomeIds.length >= 2 });
}

/** The server prices of every builder group, by event id (missing while loading or when refused). */
export function useBuilderPrices(groups: readonly { eventId: number; picks: readonly { outcomeId: string }[] }[]) {
  return useQueries({
    queries: groups.map((group) => builderPriceQuery(group.picks.map((pick) => pick.outcomeId))),
    combine: (results) =>
      Object.fromEntries(groups.map((group, index) => [group.eventId, results[index]?.data?.odds])) as Record<
        number,
        number | undefined
      >,
  });
}
