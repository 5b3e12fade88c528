import * as sports from '@playline/contract/api/sports';
import type { EventList, SportKey } from '@playline/contract/sports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/api-client.ts';
import { sportsKeys } from './keys';

/** Scores change by the minute: the page polls this often while the hub is not pushing them. */
export const LIVE_SCORES_REFRESH_MS = 15_000;

/** GET /api/sports/live-scores: events in play with their scoreboards. */
export function getLiveScores(sport?: SportKey, signal?: AbortSignal): Promise<EventList> {
  return call(sports.getLiveScores, { query: { sport } }, { signal });
}

export function liveScoresQueryOptions(sport?: SportKey) {
  return queryOptions({
    queryKey: sportsKeys.list('live-scores', { sport }),
    // The signal: a hub push cancels a read that may be older than it (see `writePushed`).
    queryFn: ({ signal }) => getLiveScores(sport, signal),
    refetchInterval: LIVE_SCORES_REFRESH_MS,
    staleTime: LIVE_SCORES_REFRESH_MS - 5_000,
  });
}

/** `poll: false` while the hub pushes the scores (the page patches the cache itself). */
export function useLiveScores(sport?: SportKey, { poll = true } = {}) {
  return useQuery({ ...liveScoresQueryOptions(sport), refetchInterval: poll ? LIVE_SCORES_REFRESH_MS : false });
}
