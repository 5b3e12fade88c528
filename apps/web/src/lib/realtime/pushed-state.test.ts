import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { writePushed } from './pushed-state';

interface Match {
  score: string;
  status: string;
  /** Something only a REST read brings (a match that started, in a list). */
  extra?: string;
}

/** A promise the test settles by hand: a REST read that answers exactly when the test says. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

const KEY = ['match', 1];
/** The push: the score moved to 2–1 (the same object back when the cache has it already). */
const goal = (match: Match): Match => (match.score === '2-1' ? match : { ...match, score: '2-1' });

/** A client holding `held` (or nothing), with one read of KEY started and waiting for `answer.resolve`. */
function readInFlight(held: Match | undefined, start: (client: QueryClient, queryFn: Fn) => Promise<unknown>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY } } });
  if (held) client.setQueryData(KEY, held);
  const answer = deferred<Match>();
  const read: { signal?: AbortSignal } = {};
  const landed = start(client, ({ signal }) => {
    read.signal = signal;
    return answer.promise;
  }).catch(() => undefined);
  return { client, answer, read, landed };
}
type Fn = (context: { signal: AbortSignal }) => Promise<Match>;

/** A refresh nobody asked for in particular (a poll, a refetch on focus): the query is merely stale. */
const refresh = (client: QueryClient, queryFn: Fn) => client.fetchQuery({ queryKey: KEY, queryFn, staleTime: 0 });
/** A read someone asked for: an invalidation (a match started, the hub came back). */
function invalidation(client: QueryClient, queryFn: Fn) {
  void client.invalidateQueries({ queryKey: KEY, refetchType: 'none' });
  return refresh(client, queryFn);
}

const data = (client: QueryClient) => client.getQueryData<Match>(KEY);

describe('writePushed: a push wins over a read already on its way', () => {
  it('cancels a routine refresh, aborting its request, and keeps the pushed score when the old answer comes late', async () => {
    const { client, answer, read, landed } = readInFlight({ score: '1-1', status: 'live' }, refresh);
    expect(read.signal?.aborted).toBe(false);

    writePushed<Match>(client, { queryKey: KEY, exact: true }, goal);
    expect(read.signal?.aborted).toBe(true);
    expect(data(client)).toEqual({ score: '2-1', status: 'live' });

    // The server computed its answer before the goal; it arrives after the push.
    answer.resolve({ score: '1-1', status: 'live' });
    await landed;
    expect(data(client)).toEqual({ score: '2-1', status: 'live' });
    expect(client.getQueryState(KEY)?.fetchStatus).toBe('idle');
  });

  it('lets a read someone asked for land, and writes the push again on its answer', async () => {
    const { client, answer, read, landed } = readInFlight({ score: '1-1', status: 'live' }, invalidation);
    writePushed<Match>(client, { queryKey: KEY, exact: true }, goal);
    expect(data(client)?.score).toBe('2-1');
    // A second push during the same read: writing the first cleared `isInvalidated`, yet the read is still wanted.
    writePushed<Match>(client, { queryKey: KEY, exact: true }, (match) => ({ ...match, status: 'paused' }));
    expect(read.signal?.aborted).toBe(false);

    answer.resolve({ score: '1-1', status: 'live', extra: 'a match that started' });
    await landed;
    // What only the read knew stays; what the pushes said wins, in their order.
    expect(data(client)).toEqual({ score: '2-1', status: 'paused', extra: 'a match that started' });
  });

  it('writes a push that came during the first load on top of its answer', async () => {
    const { client, answer, read, landed } = readInFlight(undefined, refresh);
    writePushed<Match>(client, { queryKey: KEY, exact: true }, goal);
    expect(data(client)).toBeUndefined();
    expect(read.signal?.aborted).toBe(false);

    answer.resolve({ score: '1-1', status: 'live' });
    await landed;
    expect(data(client)).toEqual({ score: '2-1', status: 'live' });
  });

  it('cancels nothing when the push changes nothing cached', async () => {
    const { client, answer, read, landed } = readInFlight({ score: '2-1', status: 'live' }, refresh);
    writePushed<Match>(client, { queryKey: KEY, exact: true }, goal);
    expect(read.signal?.aborted).toBe(false);
    // A read that started after the push that changed the cache is not older than it: its answer is taken.
    answer.resolve({ score: '2-1', status: 'finished' });
    await landed;
    expect(data(client)).toEqual({ score: '2-1', status: 'finished' });
  });

  it('writes the push at once when no read is on its way, and leaves an empty cache empty', () => {
    const client = new QueryClient();
    client.setQueryData(KEY, { score: '1-1', status: 'live' });
    writePushed<Match>(client, { queryKey: KEY, exact: true }, goal);
    expect(data(client)).toEqual({ score: '2-1', status: 'live' });

    writePushed<Match>(client, { queryKey: ['match', 2], exact: true }, goal);
    expect(client.getQueryData(['match', 2])).toBeUndefined();
  });
});
