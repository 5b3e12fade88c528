import * as sports from '@playline/contract/api/sports';
import { type ProviderLaunch, providerLaunchSchema, type SPORTS_PROVIDERS } from '@playline/contract/sports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/api-client.ts';
import { sportsKeys } from './keys';

export type SportsProvider = (typeof SPORTS_PROVIDERS)[number];

/** GET /api/sports/providers/:provider/launch: the frame's URL, its origin and a short-lived handshake token. */
export function launchProvider(provider: SportsProvider, signal?: AbortSignal): Promise<ProviderLaunch> {
  return call(
    sports.launchProvider,
    { params: { provider } },
    { signal, parse: (data) => providerLaunchSchema.parse(data) },
  );
}

export function providerLaunchQueryOptions(provider: SportsProvider) {
  return queryOptions({
    queryKey: sportsKeys.list('provider-launch', { provider }),
    queryFn: ({ signal }) => launchProvider(provider, signal),
    // The token is short-lived: every visit launches afresh instead of reusing a cached one.
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

export function useProviderLaunch(provider: SportsProvider) {
  return useQuery(providerLaunchQueryOptions(provider));
}
