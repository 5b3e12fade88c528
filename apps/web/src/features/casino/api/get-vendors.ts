import * as casino from '@playline/contract/api/casino-games';
import type { VendorSummary } from '@playline/contract/casino';
import type { CasinoLobby } from '@playline/contract/casino-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/api-client.ts';
import { CATALOGUE_STALE_MS, casinoKeys } from './keys';

/** GET /api/casino/vendors: the vendors with games in the lobby (in any, without one), and how many each has. */
export function getVendors(lobby?: CasinoLobby, signal?: AbortSignal): Promise<VendorSummary[]> {
  return call(casino.getVendors, { query: { lobby } }, { signal });
}

export function vendorsQueryOptions(lobby?: CasinoLobby) {
  return queryOptions({
    queryKey: casinoKeys.list('vendors', { lobby }),
    queryFn: ({ signal }) => getVendors(lobby, signal),
    staleTime: CATALOGUE_STALE_MS,
  });
}

export function useVendors(lobby?: CasinoLobby) {
  return useQuery(vendorsQueryOptions(lobby));
}
