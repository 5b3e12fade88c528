import { SHOP_SEARCH_MIN_LENGTH, type ShopClient, shopClientsSchema } from '@playline/contract/shop';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cashDeskKeys } from './keys';

/**
 * POST /api/shop/client/filter: the shop's clients whose login contains the text (a JSON string body). Failures
 * stay off the shell's toasts: the picker says the search failed under the field, once, not per keystroke.
 */
export function searchClients(text: string, signal?: AbortSignal): Promise<ShopClient[]> {
  return api.post('/shop/client/filter', text, {
    signal,
    report: false,
    parse: (data) => shopClientsSchema.parse(data),
  });
}

export function clientsQueryOptions(text: string) {
  const trimmed = text.trim();
  return queryOptions({
    queryKey: cashDeskKeys.clients(trimmed),
    queryFn: ({ signal }) => searchClients(trimmed, signal),
    // Balances move with every pay-in, pay-out and bet: never show an old answer as current.
    staleTime: 0,
    enabled: trimmed.length >= SHOP_SEARCH_MIN_LENGTH,
  });
}

/** The search from two characters; the last answer stays listed while the next one loads. */
export function useClientSearch(text: string) {
  return useQuery({ ...clientsQueryOptions(text), placeholderData: keepPreviousData });
}
