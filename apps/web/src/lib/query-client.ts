import { QUERY_RETRY } from '@playline/contract/constants';
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

/** Retry a failed query up to 3 times (spec §9), never a 4xx: the same request would fail the same way. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && (error.isClientError || error.kind === 'aborted')) return false;
  return failureCount < QUERY_RETRY.count;
}

/** Exponential back-off: 1 s, 2 s, 4 s … capped at 30 s. */
export function retryDelay(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, QUERY_RETRY.maxDelayMs);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, staleTime: 60_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * Every query about the logged-in player's own data starts with this key; logging in or out removes them all, so
 * one player never sees another's history.
 */
export const USER_QUERY_ROOT = 'user';
