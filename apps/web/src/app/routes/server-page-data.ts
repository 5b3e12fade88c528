import type { PageRenderRequest, ServerRenderedPage } from '@playline/contract/boot';
import type { QueryClient } from '@tanstack/react-query';
import { lobbyQueryOptions } from '#app/features/casino/api/get-lobby.ts';

/**
 * The queries a server-rendered page's first screen reads (decision 013). The server renders the page with its own
 * answers seeded into the cache; the client, before it swaps that markup for its own first render, asks for the
 * same answers, so both draw the same screen.
 */
const FIRST_SCREEN_QUERIES = {
  casino: { lobby: lobbyQueryOptions('casino') },
} as const satisfies Record<ServerRenderedPage, Record<string, { queryKey: readonly unknown[] }>>;

/** Puts the server's data for the page into the cache, as if the client had fetched it. */
export function seedFirstScreen(queryClient: QueryClient, request: PageRenderRequest): void {
  const queries = FIRST_SCREEN_QUERIES[request.page];
  queryClient.setQueryData(queries.lobby.queryKey, request.data.lobby);
}

/** Fetches what the page's first screen reads; settles (never rejects) once every query has an answer or an error. */
export async function prefetchFirstScreen(queryClient: QueryClient, page: ServerRenderedPage): Promise<void> {
  await Promise.all(Object.values(FIRST_SCREEN_QUERIES[page]).map((options) => queryClient.prefetchQuery(options)));
}
