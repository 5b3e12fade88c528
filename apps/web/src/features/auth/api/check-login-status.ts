import * as auth from '@playline/contract/api/auth';
import type { LoginStatus } from '@playline/contract/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/api-client.ts';

/**
 * GET /api/auth/checkLoginStatus: never 401; a visitor gets `isAuthenticated: false`. Part of the first screen, so the
 * answer is typed, not parsed (zod stays out of the entry chunk).
 */
export function getLoginStatus(signal?: AbortSignal): Promise<LoginStatus> {
  return call(auth.getLoginStatus, {}, { signal });
}

export function loginStatusQueryOptions() {
  return queryOptions({
    queryKey: ['auth', 'status'] as const,
    queryFn: ({ signal }) => getLoginStatus(signal),
    staleTime: 15_000,
    // The session can end in another tab or on the server: re-check when the player comes back to this one.
    refetchOnWindowFocus: true,
  });
}

export function useLoginStatus() {
  return useQuery(loginStatusQueryOptions());
}
