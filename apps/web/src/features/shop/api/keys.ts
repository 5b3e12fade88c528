import { USER_QUERY_ROOT } from '../../../lib/query-client';

/** Query keys of the shop terminal, under the per-user root so logging out or in drops them all. */
export const shopKeys = {
  all: [USER_QUERY_ROOT, 'shop'] as const,
  clients: (text: string) => [...shopKeys.all, 'clients', text] as const,
};
