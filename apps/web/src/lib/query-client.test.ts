import { QUERY_RETRY } from '@playline/contract/constants';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../test/fetch-mock';
import { api } from './api-client';
import { ApiError } from './api-error';
import { createQueryClient, retryDelay, shouldRetry } from './query-client';

describe('query retry rules', () => {
  it('retries up to 3 times, then gives up', () => {
    const error = new ApiError('status', 503);
    expect([0, 1, 2].map((count) => shouldRetry(count, error))).toEqual([true, true, true]);
    expect(shouldRetry(QUERY_RETRY.count, error)).toBe(false);
    expect(shouldRetry(0, new ApiError('network'))).toBe(true);
  });

  it('never retries a 4xx answer', () => {
    for (const status of [400, 401, 403, 404, 429]) expect(shouldRetry(0, new ApiError('status', status))).toBe(false);
  });

  it('backs off exponentially, capped at 30 s', () => {
    expect([0, 1, 2, 3].map(retryDelay)).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelay(5)).toBe(30_000);
    expect(retryDelay(10)).toBe(30_000);
  });

  it('makes 4 calls in all for a failing query (1 + 3 retries) and 1 for a 404', async () => {
    vi.useFakeTimers();
    const fetch = mockFetch((url) =>
      url.pathname === '/api/down' ? json({ statusCode: 503, error: 'x', message: 'down' }, 503) : undefined,
    );
    const client = createQueryClient();
    const failing = client.fetchQuery({ queryKey: ['down'], queryFn: () => api.get('/down') }).catch((e) => e);
    await vi.runAllTimersAsync();
    await expect(failing).resolves.toBeInstanceOf(ApiError);
    expect(fetch).toHaveBeenCalledTimes(4);

    fetch.mockClear();
    const missing = client.fetchQuery({ queryKey: ['missing'], queryFn: () => api.get('/missing') }).catch((e) => e);
    await vi.runAllTimersAsync();
    await expect(missing).resolves.toMatchObject({ status: 404 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
