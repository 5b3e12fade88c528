import * as shop from '@playline/contract/api/shop';
import { SHOP_SEARCH_MIN_LENGTH, type ShopClient, shopClientsSchema } from '@playline/contract/shop';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/api-client.ts';
import { shopKeys } from './keys';

/** True when the text is long enough for the server to search with (spec §6: two characters). */
export const isSearchable = (text: string): boolean => text.trim().length >= SHOP_SEARCH_MIN_LENGTH;

/**
 * POST /api/shop/client/filter: the body is the search text as a bare JSON string; answers the shop's clients whose
 * login contains it, with their available balance (minor units) and currency. Shop code loads lazily, so it parses.
 * Failures stay off the shell's toasts: the panel and the cash desk say the search failed under their field, once,
 * not per keystroke.
 */
export function filterClients(text: string, signal?: AbortSignal): Promise<ShopClient[]> {
  return call(
    shop.findClients,
    { body: text.trim() },
    {
      signal,
      report: false,
      parse: (data) => shopClientsSchema.parse(data),
    },
  );
}

export function clientsQueryOptions(text: string) {
  const query = text.trim();
  return queryOptions({
    queryKey: shopKeys.clients(query),
    queryFn: ({ signal }) => filterClients(query, signal),
    // Balances move with every bet at the counter: a search shows them as they are now.
    staleTime: 0,
  });
}

/** The clients matching `text`; nothing is asked below two characters. Keeps the last list while the next loads. */
export function useClients(text: string) {
  return useQuery({ ...clientsQueryOptions(text), enabled: isSearchable(text), placeholderData: keepPreviousData });
}
