import * as sports from '@playline/contract/api/sports';
import type { OutrightList, SportKey } from '@playline/contract/sports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/api-client.ts';
import { sportsKeys } from './keys';
import { LIST_REFRESH_MS, LIST_STALE_MS } from './refresh';

/** GET /api/sports/:sport/outrights?country=: the winner and top-scorer markets of the sport's leagues. */
export function getOutrights(sport: SportKey, country?: string, signal?: AbortSignal): Promise<OutrightList> {
  return call(sports.getOutrights, { params: { sport }, query: { country } }, { signal });
}

export function outrightsQueryOptions(sport: SportKey, country?: string) {
  return queryOptions({
    queryKey: sportsKeys.list('outrights', { sport, country }),
    queryFn: ({ signal }) => getOutrights(sport, country, signal),
    staleTime: LIST_STALE_MS,
  });
}

/** Null `sport` (an unknown slug) asks nothing. */
export function useOutrights(sport: SportKey | null, country?: string) {
  return useQuery({
    ...outrightsQueryOptions(sport ?? 'football', country),
    enabled: sport !== null,
    refetchInterval: LIST_REFRESH_MS,
  });
}
