import * as rg from '@playline/contract/api/safer-gambling';
import { type SessionPlay, sessionPlaySchema } from '@playline/contract/safer-gambling';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/api-client.ts';
import { USER_QUERY_ROOT } from '#app/lib/query-client.ts';

/** Under the safer-gambling root, so invalidating the player's tools (a changed interval) reads it again too. */
export const sessionPlayKey = [USER_QUERY_ROOT, 'safer-gambling', 'session-play'] as const;

/** GET /api/client/rg/session-play: the reminder interval, time since login and the session's net result. */
export function getSessionPlay(signal?: AbortSignal): Promise<SessionPlay> {
  return call(rg.getSessionPlay, {}, { signal, parse: (data) => sessionPlaySchema.parse(data) });
}

/**
 * Read again every minute, so an interval changed on another screen or device takes effect without a reload; the
 * reminder reads it once more when it opens, for a net result of that moment.
 */
export const sessionPlayQuery = queryOptions({
  queryKey: sessionPlayKey,
  queryFn: ({ signal }) => getSessionPlay(signal),
  refetchInterval: 60_000,
});

export const useSessionPlay = () => useQuery(sessionPlayQuery);
