import { USER_QUERY_ROOT } from '#app/lib/query-client.ts';

/** Query keys of the safer-gambling tools, under the per-user root so logging out or in drops them. */
export const rgKeys = {
  all: [USER_QUERY_ROOT, 'safer-gambling'] as const,
  state: () => [...rgKeys.all, 'state'] as const,
  statement: () => [...rgKeys.all, 'statement'] as const,
};
