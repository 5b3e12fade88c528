import { XSRF_HEADER } from '@playline/contract/constants';
import { fillPath } from '@playline/contract/http/path';
import type { ResponseOf, Route } from '@playline/contract/http/route';
import type { CallInput } from '../lib/api-client';
import { readXsrfToken } from '../lib/cookies';

/** A failed call: `status` 0 when no answer arrived (the network), else the server's status and its message. */
export class FrameApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
  /** The session is over (an expired token answers 404, the casino check 403): the host closes the game. */
  get sessionEnded() {
    return this.status === 404 || this.status === 403;
  }
}

export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Plain http on a LAN host has no randomUUID; 128 random bits in hex serve the same purpose.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** What one call sends: the parts its contract route declares (the frame has no language to pass). */
export type FrameInput<R extends Route> = Omit<CallInput<R>, 'languageId'>;

/** The call's URL: the route's path with its parameters, and the query. */
function urlOf(route: Route, input: object): string {
  const { params, query } = input as { params?: Record<string, string | number>; query?: Record<string, unknown> };
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(name, String(value));
  const path = fillPath(route.path, params);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * One JSON call to an operation of the contract, same origin, with the XSRF header on a POST (the server's
 * double-submit check). The frame's own small client: the shell's reports failures to the page it is not part of.
 */
export async function callApi<R extends Route>(
  route: R,
  input: FrameInput<R>,
  idempotencyKey?: string,
): Promise<ResponseOf<R>> {
  const { body } = input as { body?: unknown };
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
  if (route.method === 'POST') {
    const xsrf = readXsrfToken();
    if (xsrf) headers[XSRF_HEADER] = xsrf;
  }
  let response: Response;
  try {
    response = await fetch(urlOf(route, input), {
      method: route.method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new FrameApiError(0, '');
  }
  const data = (await response.json().catch(() => null)) as { message?: unknown } | null;
  if (!response.ok) {
    const message = typeof data?.message === 'string' ? data.message : response.statusText;
    throw new FrameApiError(response.status, message);
  }
  return data as ResponseOf<R>;
}

export interface MoneyCallOptions {
  /** Told before each retry after a network failure (the frame says it is trying again). */
  onRetry?: (attempt: number) => void;
  retries?: number;
  delayMs?: number;
}

/**
 * A POST that moves money, as one attempt: a new Idempotency-Key, and the SAME key on every retry after a network
 * failure, so a request that reached the server before the connection dropped is answered, not played twice.
 * A server's answer (any status) is final.
 */
export async function postMoney<R extends Route>(
  route: R,
  input: FrameInput<R>,
  { onRetry, retries = 2, delayMs = 800 }: MoneyCallOptions = {},
): Promise<ResponseOf<R>> {
  const idempotencyKey = newIdempotencyKey();
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await callApi(route, input, idempotencyKey);
    } catch (error) {
      if (!(error instanceof FrameApiError) || error.status !== 0 || attempt >= retries) throw error;
      onRetry?.(attempt + 1);
      await new Promise((resolve) => setTimeout(resolve, delayMs * (attempt + 1)));
    }
  }
}
