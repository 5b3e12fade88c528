import { USER_QUERY_ROOT } from '#app/lib/query-client.ts';

/**
 * Query keys of the shop terminal (the client panel and the cash desk), under the per-user root so logging out or in
 * drops them all. A cash movement refreshes everything under `all`: the day's summary and the clients' balances.
 */
export const shopKeys = {
  all: [USER_QUERY_ROOT, 'shop'] as const,
  clients: (text: string) => [...shopKeys.all, 'clients', text] as const,
  summaries: () => [...shopKeys.all, 'summary'] as const,
  summary: (date: string) => [...shopKeys.summaries(), date] as const,
};
