import { USER_QUERY_ROOT } from '../../../lib/query-client';

/** Query keys of the cash desk, under the per-user root so logging out or in drops them all. */
export const cashDeskKeys = {
  all: [USER_QUERY_ROOT, 'cash-desk'] as const,
  clients: (text: string) => [...cashDeskKeys.all, 'clients', text] as const,
  summaries: () => [...cashDeskKeys.all, 'summary'] as const,
  summary: (date: string) => [...cashDeskKeys.summaries(), date] as const,
};
