import type { EventDetail, EventList, Scoreboard } from '@playline/contract/sports';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { json, mockFetch } from '#app/test/fetch-mock.ts';
import { eventQueryOptions } from '../api/get-event';
import { eventsQueryOptions } from '../api/get-events';
import { footballEvent } from '../components/event-row.fixtures';
import { testEvent } from '../components/market-fixtures';
import { LIVE_LIST_FILTER } from './live-queries';
import { applyEventUpdate, applyLiveUpdate } from './live-sync';

const board = (home: number, away: number, minute: number): Scoreboard => ({
  home,
  away,
  periods: [],
  period: 2,
  minute,
  phase: 'live',
});

/** A REST answer the test releases by hand; the request's signal is kept to see whether it was aborted. */
function slowAnswer(pathname: string) {
  let release!: (response: Response) => void;
  const answer = new Promise<Response>((resolve) => {
    release = resolve;
  });
  const request: { signal?: AbortSignal | null; count: number } = { count: 0 };
  mockFetch((url, init) => {
    if (url.pathname !== pathname) return undefined;
    request.count += 1;
    request.signal = init.signal;
    // Like a server that answers anyway: the answer must be discarded even if the abort did not stop it.
    return answer;
  });
  return { request, release };
}

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  stop = null;
});

describe('hub pushes win over REST reads already on their way', () => {
  it("keeps a pushed score when an event read that started before it answers later, and aborts that read's request", async () => {
    const queryClient = client();
    const options = eventQueryOptions(501);
    const before: EventDetail = testEvent({ id: 501, status: 'live', scoreboard: board(1, 0, 60) });
    queryClient.setQueryData(options.queryKey, before);
    const { request, release } = slowAnswer('/api/sports/events/501');
    // A routine refresh (the query went stale): its fetch starts at once.
    const refresh = queryClient.fetchQuery({ ...options, staleTime: 0 });
    expect(request.count).toBe(1);

    applyEventUpdate(queryClient, { type: 'event', eventId: 501, scoreboard: board(2, 0, 61) });
    expect(request.signal?.aborted).toBe(true);

    release(json(before)); // computed before the goal
    await refresh;
    expect(queryClient.getQueryData<EventDetail>(options.queryKey)?.scoreboard).toEqual(board(2, 0, 61));
  });

  it('keeps a pushed status when a live list read that started before it answers later', async () => {
    const queryClient = client();
    const options = eventsQueryOptions(LIVE_LIST_FILTER);
    const before: EventList = { events: [footballEvent(2, { status: 'live', scoreboard: board(0, 0, 88) })], total: 1 };
    queryClient.setQueryData(options.queryKey, before);
    const { request, release } = slowAnswer('/api/sports/events');
    const refresh = queryClient.fetchQuery({ ...options, staleTime: 0 });

    applyLiveUpdate(queryClient, {
      type: 'live',
      lines: [{ eventId: 2, status: 'finished', scoreboard: board(1, 0, 90) }],
      started: [],
      ended: [],
    });
    expect(request.signal?.aborted).toBe(true);

    release(json(before));
    await refresh;
    const [event] = queryClient.getQueryData<EventList>(options.queryKey)?.events ?? [];
    expect(event).toMatchObject({ id: 2, status: 'finished', scoreboard: board(1, 0, 90) });
  });

  it('lets the list read a started match asked for land, with the pushes that came meanwhile on top', async () => {
    const queryClient = client();
    const options = eventsQueryOptions(LIVE_LIST_FILTER);
    const first = footballEvent(1, { status: 'live', scoreboard: board(0, 0, 10) });
    queryClient.setQueryData<EventList>(options.queryKey, { events: [first], total: 1 });
    // The live overview on screen: the query is active, so an invalidation reads it again.
    const observer = new QueryObserver(queryClient, options);
    stop = observer.subscribe(() => undefined);
    const { request, release } = slowAnswer('/api/sports/events');

    applyLiveUpdate(queryClient, { type: 'live', lines: [], started: [4], ended: [] });
    expect(request.count).toBe(1);
    // A goal in match 1 a second later: cancelling the read would lose match 4 (and pushes every second would
    // starve it), so it goes on.
    applyLiveUpdate(queryClient, {
      type: 'live',
      lines: [{ eventId: 1, status: 'live', scoreboard: board(1, 0, 11) }],
      started: [],
      ended: [],
    });
    expect(request.signal?.aborted).toBe(false);

    const started = footballEvent(4, { status: 'live', scoreboard: board(0, 0, 1) });
    // The read in flight (`fetch` starts none): it settles once its answer and the pushes after it are stored.
    const landed = queryClient.getQueryCache().find({ queryKey: options.queryKey })?.fetch();
    release(json({ events: [first, started], total: 2 })); // computed before the goal
    await landed;
    const events = queryClient.getQueryData<EventList>(options.queryKey)?.events ?? [];
    expect(events.map((event) => [event.id, event.scoreboard?.home])).toEqual([
      [1, 1],
      [4, 0],
    ]);
  });
});
