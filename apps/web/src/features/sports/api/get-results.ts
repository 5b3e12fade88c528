import * as sports from '@playline/contract/api/sports';
import type { EventList, SportKey } from '@playline/contract/sports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/api-client.ts';
import { sportsKeys } from './keys';

export interface ResultsParams {
  sport?: SportKey;
  /** ISO instants: the client sends its local day's bounds. */
  from?: string;
  to?: string;
  limit?: number;
}

/** GET /api/sports/results: finished events with their final scoreboards, latest first. */
export function getResults(params: ResultsParams, signal?: AbortSignal): Promise<EventList> {
  return call(sports.getResults, { query: params }, { signal });
}

export function resultsQueryOptions(params: ResultsParams, refetchInterval?: number) {
  return queryOptions({
    queryKey: sportsKeys.list('results', params),
    queryFn: ({ signal }) => getResults(params, signal),
    refetchInterval,
    staleTime: 10_000,
  });
}

export function useResults(params: ResultsParams, refetchInterval?: number) {
  return useQuery(resultsQueryOptions(params, refetchInterval));
}
