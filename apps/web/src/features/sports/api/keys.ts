/**
 * Query keys of the sports catalogue. Public data, so not under the per-user root: logging in or out keeps it.
 * Every key starts with `sports` so one invalidation refreshes the whole catalogue.
 */
export const sportsKeys = {
  all: ['sports'] as const,
  list: (name: string, params?: object) => [...sportsKeys.all, name, params ?? {}] as const,
};
