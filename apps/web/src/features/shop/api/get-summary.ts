import * as shop from '@playline/contract/api/shop';
import { type ShopCashSummary, shopCashSummarySchema } from '@playline/contract/shop';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/api-client.ts';
import { shopKeys } from './keys';

/** GET /api/shop/cash/summary?date=YYYY-MM-DD: the shop's cash over one UTC day, every movement newest first. */
export function getSummary(date: string, signal?: AbortSignal): Promise<ShopCashSummary> {
  return call(shop.getCashSummary, { query: { date } }, { signal, parse: (data) => shopCashSummarySchema.parse(data) });
}

export function summaryQueryOptions(date: string) {
  return queryOptions({
    queryKey: shopKeys.summary(date),
    queryFn: ({ signal }) => getSummary(date, signal),
    // Other operators of the shop move cash too; a revisit shows the desk as it is now.
    staleTime: 0,
  });
}

export function useSummary(date: string) {
  return useQuery(summaryQueryOptions(date));
}
