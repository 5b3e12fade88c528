import { render, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { favourites } from '#app/entities/favourites/favourites.ts';
import { json, mockFetch } from '#app/test/fetch-mock.ts';
import { FavouritesSync } from './favourites-sync';

interface Call {
  path: string;
  method: string;
  body: unknown;
}

function serveFavourites(server: number[]) {
  const calls: Call[] = [];
  mockFetch((url, init) => {
    if (!url.pathname.startsWith('/api/client/favourites')) return undefined;
    const body = init.body ? (JSON.parse(String(init.body)) as { eventIds: number[] }) : undefined;
    calls.push({ path: url.pathname, method: init.method ?? 'GET', body });
    if (url.pathname.endsWith('/merge'))
      return json({ eventIds: [...new Set([...server, ...(body?.eventIds ?? [])])] });
    return json(body ?? { eventIds: server });
  });
  return calls;
}

describe('favourites sync', () => {
  beforeEach(() => favourites.getState().replace([]));

  it("merges this device's favourites at login and takes the union", async () => {
    favourites.getState().replace([3]);
    const calls = serveFavourites([8, 9]);
    render(<FavouritesSync />);
    await waitFor(() => expect(favourites.getState().eventIds).toEqual([8, 9, 3]));
    expect(calls[0]).toEqual({ path: '/api/client/favourites/merge', method: 'POST', body: { eventIds: [3] } });
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('only reads the list when this device has none, then saves later changes as the whole list', async () => {
    const calls = serveFavourites([8]);
    render(<FavouritesSync />);
    await waitFor(() => expect(favourites.getState().eventIds).toEqual([8]));
    expect(calls[0]).toEqual({ path: '/api/client/favourites', method: 'GET', body: undefined });
    favourites.getState().toggle(12);
    favourites.getState().toggle(8);
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      { path: '/api/client/favourites', method: 'PUT', body: { eventIds: [12] } },
    ]);
  });

  it('saves nothing when the merge failed, so the server list is never overwritten', async () => {
    favourites.getState().replace([2]);
    const calls: string[] = [];
    mockFetch((url, init) => {
      calls.push(`${init.method} ${url.pathname}`);
      return json({ statusCode: 503, error: 'Service Unavailable', message: 'down' }, 503);
    });
    render(<FavouritesSync />);
    await waitFor(() => expect(calls).toEqual(['POST /api/client/favourites/merge']));
    vi.useFakeTimers();
    favourites.getState().toggle(4);
    vi.advanceTimersByTime(5_000);
    vi.useRealTimers();
    expect(favourites.getState().eventIds).toEqual([2, 4]);
    expect(calls).toEqual(['POST /api/client/favourites/merge']);
  });

  it('keeps a change made while the merge is under way, and saves it', async () => {
    favourites.getState().replace([3, 5]);
    let answer: (response: Response) => void = () => {};
    const puts: unknown[] = [];
    mockFetch((url, init) => {
      if (url.pathname.endsWith('/merge')) return new Promise<Response>((resolve) => (answer = resolve));
      if (init.method === 'PUT') puts.push(JSON.parse(String(init.body)));
      return url.pathname.startsWith('/api/client/favourites') ? json(JSON.parse(String(init.body))) : undefined;
    });
    render(<FavouritesSync />);
    favourites.getState().toggle(5); // unfollowed before the merge answers
    favourites.getState().toggle(7); // followed before the merge answers
    answer(json({ eventIds: [8, 3, 5] }));
    await waitFor(() => expect(puts).toEqual([{ eventIds: [8, 3, 7] }]));
    expect(favourites.getState().eventIds).toEqual([8, 3, 7]);
  });
});
