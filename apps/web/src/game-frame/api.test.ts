import * as casino from '@playline/contract/api/casino-play';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi, FrameApiError, postMoney } from './api';

const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
const headersOf = (call: unknown[]) => (call[1] as RequestInit).headers as Record<string, string>;
const token = 'a-game-session-token-0123';
const round = { body: { token, bet: { engine: 'slot' as const, stake: 100 } } };

afterEach(() => vi.unstubAllGlobals());

describe('postMoney', () => {
  it('retries a network failure with the same Idempotency-Key, and a new attempt gets a new key', async () => {
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(ok({ roundId: 1 }))
      .mockResolvedValueOnce(ok({ roundId: 2 }));
    vi.stubGlobal('fetch', fetchMock);
    const onRetry = vi.fn();

    await expect(postMoney(casino.playRound, round, { delayMs: 1, onRetry })).resolves.toEqual({ roundId: 1 });
    await postMoney(casino.playRound, round, { delayMs: 1 });

    const [first, retry, next] = fetchMock.mock.calls.map((call) => headersOf(call)['Idempotency-Key']);
    expect(first).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
    expect(onRetry).toHaveBeenCalledWith(1);
  });

  it('does not retry an answer from the server, and carries its message', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValue(new Response(JSON.stringify({ message: 'Not enough balance' }), { status: 400 }));
    vi.stubGlobal('fetch', fetchMock);
    const failure = await postMoney(casino.playRound, round, { delayMs: 1 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(FrameApiError);
    expect((failure as FrameApiError).message).toBe('Not enough balance');
    expect((failure as FrameApiError).sessionEnded).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('gives up after the allowed retries with a network error', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    const failure = await postMoney(casino.playRound, round, { delayMs: 1, retries: 1 }).catch(
      (error: unknown) => error,
    );
    expect((failure as FrameApiError).status).toBe(0);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('callApi', () => {
  it('sends the XSRF cookie back as a header on a POST', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server setting the cookie.
    document.cookie = 'XSRF-TOKEN=abc123; path=/';
    const fetchMock = vi.fn().mockResolvedValue(ok({}));
    vi.stubGlobal('fetch', fetchMock);
    await callApi(casino.playRound, round);
    expect(headersOf(fetchMock.mock.calls[0] as unknown[])['X-XSRF-TOKEN']).toBe('abc123');
  });

  it('marks 404 and 403 as the end of the session', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('{"message":"Session expired"}', { status: 404 })));
    const failure = (await callApi(casino.getGameSession, { query: { token } }).catch(
      (error: unknown) => error,
    )) as FrameApiError;
    expect(failure.sessionEnded).toBe(true);
    expect(failure.message).toBe('Session expired');
  });

  it("calls the route's method and path, its parameters and query filled in", async () => {
    const fetchMock = vi.fn().mockResolvedValue(ok({}));
    vi.stubGlobal('fetch', fetchMock);
    await callApi(casino.getGameSession, { query: { token } });
    const body = { token, roundId: 3, bet: { engine: 'live-blackjack' as const, stake: 100 } };
    await callApi(casino.placeTableBet, { params: { tableId: 7 }, body }, 'key-1');
    const [session, bet] = fetchMock.mock.calls as [string, RequestInit][];
    expect(session?.[0]).toBe(`/api/casino/session?token=${token}`);
    expect(session?.[1].method).toBe('GET');
    expect(bet?.[0]).toBe('/api/casino/tables/7/bets');
    expect(bet?.[1]).toMatchObject({ method: 'POST', body: JSON.stringify(body) });
    expect(headersOf(fetchMock.mock.calls[1] as unknown[])['Idempotency-Key']).toBe('key-1');
  });
});
