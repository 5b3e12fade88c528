import type { Query, QueryClient, QueryFilters } from '@tanstack/react-query';

/** Reads that someone asked for (see `writePushed`), by the promise of the fetch in flight. */
const wantedReads = new WeakMap<Query, Promise<unknown>>();

/**
 * Whether the read in flight is one someone asked for: a first load, or an invalidation (an event started, the hub
 * came back). Remembered per fetch, because writing data clears the query's `isInvalidated` while the read goes on.
 */
function isWantedRead(query: Query): boolean {
  const read = query.promise;
  if (!read) return false;
  if (wantedReads.get(query) === read) return true;
  if (query.state.data !== undefined && !query.state.isInvalidated) return false;
  wantedReads.set(query, read);
  return true;
}

/**
 * Writes a hub push into the cached answers `filters` select, so that the push wins over REST reads already on
 * their way: one that started before the push may answer with an older score, status or balance (issue 20).
 *
 * - No read in flight: the push is written.
 * - A routine refresh in flight (a poll, a refetch on mount or focus): it is cancelled first, TanStack Query's
 *   optimistic-update pattern. The query's `signal` aborts its request and its late answer is discarded; the
 *   cancellation puts back the answer from before the refresh at once (query-core reverts synchronously, the
 *   returned promise only reports it), and the push is written on that. Pushes keep that answer current, so the
 *   refresh is not missed.
 * - A read someone asked for in flight (see `isWantedRead`): cancelling would lose what it is for (an event that
 *   started is not in the cached list), and a steady stream of pushes would starve it. It lands, and the push is
 *   written now and once more on its answer.
 *
 * A push that changes nothing cached cancels nothing: a read started after the last push that changed something is
 * not older than the cache. `patch` returns its argument when nothing changes.
 */
export function writePushed<T>(queryClient: QueryClient, filters: QueryFilters, patch: (data: T) => T): void {
  const update = (data: T | undefined) => (data === undefined ? data : patch(data));
  for (const query of queryClient.getQueryCache().findAll(filters)) {
    const { queryKey } = query;
    const data = query.state.data as T | undefined;
    if (query.state.fetchStatus === 'idle') {
      queryClient.setQueryData<T>(queryKey, update);
    } else if (isWantedRead(query)) {
      queryClient.setQueryData<T>(queryKey, update);
      // `fetch` answers the read in flight (it starts none) and settles after its answer is stored.
      query.fetch().then(
        () => queryClient.setQueryData<T>(queryKey, update),
        () => undefined,
      );
    } else if (data !== undefined && patch(data) !== data) {
      void queryClient.cancelQueries({ queryKey, exact: true });
      queryClient.setQueryData<T>(queryKey, update);
    }
  }
}
