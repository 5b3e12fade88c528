import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchedPaths, json, mockFetch } from '../test/fetch-mock';
import { apiEvents } from './api-events';
import { probeConnectivity, watchConnectivity } from './connectivity';

describe('connectivity probe', () => {
  const failures = vi.fn();
  let off = () => {};
  beforeEach(() => {
    off = apiEvents.on('failure', failures);
  });
  afterEach(() => {
    off();
    failures.mockClear();
  });

  it('sends HEAD /api/1x1.png with a timestamp and reads status 200 as online', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    const fetch = mockFetch(() => new Response(null, { status: 200 }));
    await expect(probeConnectivity()).resolves.toBe(true);
    expect(fetchedPaths(fetch)).toEqual(['/api/1x1.png?timestamp=1700000000000']);
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('HEAD');
  });

  it('reads any other status or no answer as offline, without the generic error toast', async () => {
    mockFetch(() => json({ statusCode: 500, error: 'x', message: 'down' }, 500));
    await expect(probeConnectivity()).resolves.toBe(false);
    mockFetch(() => new Response(null, { status: 204 }));
    await expect(probeConnectivity()).resolves.toBe(false);
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(probeConnectivity()).resolves.toBe(false);
    expect(failures).not.toHaveBeenCalled();
  });

  it('probes every 10 minutes and on the online/offline events', async () => {
    vi.useFakeTimers();
    let status = 200;
    const fetch = mockFetch(() => new Response(null, { status }));
    const onChange = vi.fn();
    const stop = watchConnectivity(onChange);

    await vi.advanceTimersByTimeAsync(10 * 60 * 1000 - 1);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onChange).toHaveBeenLastCalledWith(true);

    status = 503;
    window.dispatchEvent(new Event('offline'));
    await vi.advanceTimersByTimeAsync(0);
    expect(onChange).toHaveBeenLastCalledWith(false);

    status = 200;
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(fetch).toHaveBeenCalledTimes(3);

    stop();
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(10 * 60 * 1000);
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
