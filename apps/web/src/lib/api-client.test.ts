import * as rg from '@playline/contract/api/safer-gambling';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchedPaths, json, mockFetch } from '../test/fetch-mock';
import { setMediaQuery } from '../test/media';
import { api, apiRequest, call } from './api-client';
import { ApiError } from './api-error';
import { type ApiFailure, apiEvents } from './api-events';

function listen() {
  const failures: ApiFailure[] = [];
  const unauthorized: string[] = [];
  const off = [
    apiEvents.on('failure', (failure) => failures.push(failure)),
    apiEvents.on('unauthorized', ({ path }) => unauthorized.push(path)),
  ];
  return {
    failures,
    unauthorized,
    stop: () => {
      for (const fn of off) fn();
    },
  };
}

function headersOf(mock: ReturnType<typeof mockFetch>, call = 0): Headers {
  return new Headers(mock.mock.calls[call]?.[1]?.headers);
}

describe('api client', () => {
  let events: ReturnType<typeof listen>;
  beforeEach(() => {
    events = listen();
  });
  afterEach(() => events.stop());

  it('calls a contract route with its method, its filled path, the body and the language', async () => {
    const fetch = mockFetch(() => json({ limits: [] }));
    await call(rg.cancelPendingLimit, { params: { kind: 'deposit', period: 'week' }, languageId: 2 });
    await call(rg.setLimit, { body: { kind: 'loss', period: 'day', amount: 500 } });
    expect(fetchedPaths(fetch)).toEqual([
      '/api/client/rg/limits/deposit/week/pending?languageId=2',
      '/api/client/rg/limits',
    ]);
    expect(fetch.mock.calls.map(([, init]) => init?.method)).toEqual(['DELETE', 'PUT']);
    expect(JSON.parse(String(fetch.mock.calls[1]?.[1]?.body))).toEqual({ kind: 'loss', period: 'day', amount: 500 });
  });

  // The type check (`npm test` runs it) is what fails here if the client stops refusing these calls.
  it('refuses, at type-check time, a call that leaves out or misnames what its route declares', async () => {
    mockFetch(() => json({}));
    // @ts-expect-error: the route declares a body
    void call(rg.setLimit, {});
    // @ts-expect-error: `size` is not a field of the limit body
    void call(rg.setLimit, { body: { kind: 'loss', period: 'day', amount: 500, size: 1 } });
    // @ts-expect-error: the path names `kind` and `period`
    await expect(call(rg.cancelPendingLimit, { params: { kind: 'deposit' } })).rejects.toThrow(':period');
    // @ts-expect-error: this route takes no body
    void call(rg.getStatement, { body: {} });
  });

  it('calls under /api with cookies, JSON headers and the query string', async () => {
    const fetch = mockFetch(() => json({ body: 'hello' }));
    await expect(api.get('/resources/text', { query: { languageId: 2, key: 'Seo.Home' } })).resolves.toEqual({
      body: 'hello',
    });
    expect(fetchedPaths(fetch)).toEqual(['/api/resources/text?languageId=2&key=Seo.Home']);
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('include');
    expect(init?.method).toBe('GET');
    expect(headersOf(fetch).get('accept')).toBe('application/json');
    expect(headersOf(fetch).get('content-type')).toBe('application/json');
  });

  it('sends mobile=0 and platform=web on a desktop browser', async () => {
    const fetch = mockFetch(() => json({}));
    await api.get('/conf/bulk/1');
    expect(headersOf(fetch).get('mobile')).toBe('0');
    expect(headersOf(fetch).get('platform')).toBe('web');
  });

  it('sends mobile=1 on a touch device and platform=pwa when installed', async () => {
    setMediaQuery('(pointer: coarse)', true);
    setMediaQuery('(display-mode: standalone)', true);
    const fetch = mockFetch(() => json({}));
    await api.get('/conf/bulk/1');
    expect(headersOf(fetch).get('mobile')).toBe('1');
    expect(headersOf(fetch).get('platform')).toBe('pwa');
  });

  it('echoes the XSRF-TOKEN cookie as X-XSRF-TOKEN on unsafe methods only', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the server sets this cookie; the test plays the server.
    document.cookie = 'XSRF-TOKEN=abc%3D123; path=/';
    const fetch = mockFetch(() => json({}));
    await api.get('/auth/checkLoginStatus');
    await api.post('/shop/client/filter', 'cli');
    await api.put('/x', { a: 1 });
    await api.patch('/x', { a: 1 });
    await api.delete('/x');
    expect(headersOf(fetch, 0).has('x-xsrf-token')).toBe(false);
    for (const call of [1, 2, 3, 4]) expect(headersOf(fetch, call).get('x-xsrf-token')).toBe('abc=123');
    expect(fetch.mock.calls[1]?.[1]?.body).toBe('"cli"');
  });

  it('sends no XSRF header when the cookie is missing', async () => {
    const fetch = mockFetch(() => json({}));
    await api.post('/auth/login', { userLogin: 'player1' });
    expect(headersOf(fetch).has('x-xsrf-token')).toBe(false);
  });

  it('sets no default timeout: without a signal the request carries none', async () => {
    const fetch = mockFetch(() => json({}));
    await api.get('/client/balance/refresh');
    expect(fetch.mock.calls[0]?.[1]?.signal).toBeUndefined();
  });

  it('reports HTTP 401 as unauthorized, not as a failure', async () => {
    mockFetch(() => json({ statusCode: 401, error: 'Unauthorized', message: 'Login required' }, 401));
    const error = await api.get('/client/balance/refresh').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'status', status: 401 });
    expect(events.unauthorized).toEqual(['/client/balance/refresh']);
    expect(events.failures).toEqual([]);
  });

  it('reports a 200 whose body says statusCode 401 as unauthorized', async () => {
    mockFetch(() => json({ statusCode: 401, message: 'expired' }));
    await expect(api.get('/auth/checkLoginStatus')).rejects.toMatchObject({ status: 401 });
    expect(events.unauthorized).toHaveLength(1);
    expect(events.failures).toHaveLength(0);
  });

  it("reports other statuses as failures carrying the server's message", async () => {
    mockFetch(() => json({ statusCode: 429, error: 'Too Many Requests', message: 'Slow down' }, 429));
    await expect(api.post('/auth/login', {})).rejects.toMatchObject({ status: 429, serverMessage: 'Slow down' });
    expect(events.failures).toHaveLength(1);
    expect(events.failures[0]).toMatchObject({ message: 'Slow down' });
    expect(events.unauthorized).toHaveLength(0);
  });

  it('falls back to the generic status text when the body has no message', async () => {
    mockFetch(() => new Response('oops', { status: 502 }));
    await expect(api.get('/teasers/zones/1/1')).rejects.toMatchObject({ kind: 'status', status: 502 });
    expect(events.failures[0]).toMatchObject({ message: null, textKey: 'Errors.Status', params: { status: 502 } });
  });

  it('turns a network error into kind "network" with the generic network text', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api.get('/conf/bulk/1')).rejects.toMatchObject({ kind: 'network', status: 0 });
    expect(events.failures[0]).toMatchObject({ message: null, textKey: 'Errors.Network' });
  });

  it('turns a cancelled request into kind "aborted" and a timeout into kind "timeout"', async () => {
    // Like the real fetch: rejects with the signal's reason once it aborts.
    mockFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          const signal = init.signal;
          if (signal?.aborted) reject(signal.reason);
          signal?.addEventListener('abort', () => reject(signal.reason));
        }),
    );
    const controller = new AbortController();
    controller.abort();
    await expect(api.get('/a', { signal: controller.signal })).rejects.toMatchObject({ kind: 'aborted' });
    await expect(api.get('/b', { signal: AbortSignal.timeout(5) })).rejects.toMatchObject({ kind: 'timeout' });
    await vi.waitFor(() => expect(events.failures).toHaveLength(1));
    // The caller cancelled the first itself (a push made its answer old): only the timeout is news to the player.
    expect(events.failures.map((failure) => failure.textKey)).toEqual(['Errors.Timeout']);
  });

  it('reports an abort the caller did not ask for (the browser dropped the request) as "aborted"', async () => {
    mockFetch(() => Promise.reject(new DOMException('The user aborted a request.', 'AbortError')));
    await expect(api.get('/c')).rejects.toMatchObject({ kind: 'aborted' });
    expect(events.failures.map((failure) => failure.textKey)).toEqual(['Errors.Aborted']);
  });

  it('stays quiet when asked (report: false) but still throws', async () => {
    mockFetch(() => json({ statusCode: 500, error: 'x', message: 'boom' }, 500));
    await expect(apiRequest('/x', { report: false })).rejects.toBeInstanceOf(ApiError);
    expect(events.failures).toHaveLength(0);
  });

  it('parses the body with the schema passed in', async () => {
    mockFetch(() => json({ body: 'x' }));
    const parse = vi.fn((data: unknown) => ({ parsed: data }));
    await expect(apiRequest('/resources/text', { parse })).resolves.toEqual({ parsed: { body: 'x' } });
  });
});
