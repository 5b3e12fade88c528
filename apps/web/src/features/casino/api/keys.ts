import { USER_QUERY_ROOT } from '#app/lib/query-client.ts';

/**
 * Query keys of the casino. The catalogue is public (logging in or out keeps it); the player's favourites and
 * recently played games sit under the per-user root, which login and logout drop.
 */
export const casinoKeys = {
  all: ['casino'] as const,
  list: (name: string, params?: object) => [...casinoKeys.all, name, params ?? {}] as const,
  favourites: [USER_QUERY_ROOT, 'casino', 'favourites'] as const,
  recent: [USER_QUERY_ROOT, 'casino', 'recent'] as const,
};

/** The catalogue changes with deployments, not by the minute. */
export const CATALOGUE_STALE_MS = 5 * 60_000;
