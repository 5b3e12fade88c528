import type { EventList, SportKey } from '@playline/contract/sports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sportsKeys } from './keys';

export interface ResultsParams {
  sport?: SportKey;
  /** ISO instants: the client sends its local day's bounds. */
  from?: string;
  to?: string;
  limit?: number;
}

/** GET /api/sports/results: finished events with their final scoreboards, latest first. */
export function getResults(params: ResultsParams): Promise<EventList> {
  return api.get<EventList>('/sports/results', { query: { ...params } });
}

export function resultsQueryOptions(params: ResultsParams, refetchInterval?: number) {
  return queryOptions({
    queryKey: sportsKeys.list('results', params),
    queryFn: () => getResults(params),
    refetchInterval,
    staleTime: 10_000,
  });
}

export function useResults(params: ResultsParams, refetchInterval?: number) {
  return useQuery(resultsQueryOptions(params, refetchInterval));
}
