import { XSRF_HEADER } from '@playline/contract/constants';
import { fillPath } from '@playline/contract/http/path';
import type { BodyOf, ParamsOf, QueryOf, ResponseOf, Route } from '@playline/contract/http/route';
import { ApiError, GENERIC_ERROR_KEYS } from './api-error';
import { apiEvents } from './api-events';
import { readXsrfToken } from './cookies';
import { isStandalone, isTouchDevice } from './platform';

/** Every call goes under this base path (spec §7). */
export const API_BASE = '/api';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions<T = unknown> {
  method?: HttpMethod;
  query?: QueryParams;
  /** Sent as JSON (a bare string or number is valid JSON too, see the shop calls). */
  body?: unknown;
  /** No default timeout (spec §7); pass `AbortSignal.timeout(ms)` for one, or any signal to cancel. */
  signal?: AbortSignal;
  /** Checks and types the JSON body, e.g. a zod schema's `parse`; only lazily loaded code should pass zod. */
  parse?: (data: unknown) => T;
  /** `false` keeps failures off `apiEvents` (the connectivity probe reports by itself). */
  report?: boolean;
  /** Extra headers, e.g. the `Idempotency-Key` of a money request. */
  headers?: Record<string, string>;
}

const UNSAFE_METHODS: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function buildUrl(path: string, query?: QueryParams): string {
  const url = path.startsWith(`${API_BASE}/`) ? path : `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

function requestHeaders(method: HttpMethod, hasBody: boolean, extra: Record<string, string> = {}): Headers {
  const headers = new Headers({
    ...extra,
    Accept: 'application/json',
    mobile: isTouchDevice() ? '1' : '0',
    platform: isStandalone() ? 'pwa' : 'web',
  });
  // A body-less POST/DELETE must not claim a JSON body: servers reject an empty JSON body.
  if (hasBody || !UNSAFE_METHODS.has(method)) headers.set('Content-Type', 'application/json');
  if (UNSAFE_METHODS.has(method)) {
    const token = readXsrfToken();
    if (token) headers.set(XSRF_HEADER, token);
  }
  return headers;
}

function abortKind(error: unknown, signal?: AbortSignal): ApiError['kind'] {
  const reason = signal?.aborted ? signal.reason : error;
  const name = reason instanceof Error || reason instanceof DOMException ? reason.name : '';
  if (name === 'TimeoutError') return 'timeout';
  if (name === 'AbortError' || signal?.aborted) return 'aborted';
  return 'network';
}

/** Sends one request with the spec's headers; rejects only when no response arrived. Reports nothing. */
export async function send(path: string, options: RequestOptions = {}): Promise<Response> {
  const method = options.method ?? 'GET';
  const hasBody = options.body !== undefined;
  try {
    return await fetch(buildUrl(path, options.query), {
      method,
      credentials: 'include',
      headers: requestHeaders(method, hasBody, options.headers),
      body: hasBody ? JSON.stringify(options.body) : undefined,
      signal: options.signal,
    });
  } catch (error) {
    throw new ApiError(abortKind(error, options.signal));
  }
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function field(data: unknown, name: string): unknown {
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[name] : undefined;
}

/** The `fields` of an error body, when every value is a string. */
function fieldErrors(data: unknown): Record<string, string> {
  const fields = field(data, 'fields');
  if (typeof fields !== 'object' || fields === null) return {};
  const result: Record<string, string> = {};
  for (const [name, message] of Object.entries(fields)) if (typeof message === 'string') result[name] = message;
  return result;
}

function report(path: string, error: ApiError): void {
  if (error.status === 401) {
    apiEvents.emit('unauthorized', { path });
    return;
  }
  apiEvents.emit('failure', {
    error,
    message: error.serverMessage,
    textKey: GENERIC_ERROR_KEYS[error.kind],
    params: { status: error.status },
  });
}

/**
 * Calls the API and returns the JSON body. Throws `ApiError`; every failure is also emitted on `apiEvents`
 * (`unauthorized` for 401 by status or by body, `failure` otherwise) unless `report: false` or the caller's own
 * signal cancelled the request (a timeout signal's expiry is still reported).
 */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  let data: unknown;
  try {
    const response = await send(path, options);
    data = options.method === 'HEAD' ? undefined : await readBody(response).catch(() => undefined);
    const bodyStatus = field(data, 'statusCode');
    if (!response.ok || bodyStatus === 401) {
      const message = field(data, 'message');
      const status = bodyStatus === 401 ? 401 : response.status;
      const text = typeof message === 'string' && message ? message : null;
      throw new ApiError('status', status, text, fieldErrors(data));
    }
  } catch (error) {
    const apiError = error instanceof ApiError ? error : new ApiError('network');
    // A request its own caller cancelled (a hub push made its answer old, the screen left) failed nobody.
    const cancelled = apiError.kind === 'aborted' && options.signal?.aborted;
    if (options.report !== false && !cancelled) report(path, apiError);
    throw apiError;
  }
  // A body that does not match its schema is a contract bug, not a connection problem: it is thrown as is.
  return options.parse ? options.parse(data) : (data as T);
}

type Shortcut = <T = unknown>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>) => Promise<T>;
type WithBody = <T = unknown>(
  path: string,
  body?: unknown,
  options?: Omit<RequestOptions<T>, 'method' | 'body'>,
) => Promise<T>;

const withBody =
  (method: HttpMethod): WithBody =>
  (path, body, options) =>
    apiRequest(path, { ...options, method, body });

export const api: { get: Shortcut; delete: Shortcut; post: WithBody; put: WithBody; patch: WithBody } = {
  get: (path, options) => apiRequest(path, { ...options, method: 'GET' }),
  delete: (path, options) => apiRequest(path, { ...options, method: 'DELETE' }),
  post: withBody('POST'),
  put: withBody('PUT'),
  patch: withBody('PATCH'),
};

type Part<Name extends string, T> = [T] extends [never]
  ? { [K in Name]?: never }
  : Record<never, never> extends T
    ? { [K in Name]?: T }
    : { [K in Name]: T };

/** What one call sends: exactly the parts its route declares, plus the language its messages should be in. */
export type CallInput<R extends Route> = Part<'params', ParamsOf<R>> &
  Part<'query', QueryOf<R>> &
  Part<'body', BodyOf<R>> & {
    /** The language of error messages (the server reads `languageId` from any request). */
    languageId?: number;
  };

type CallOptions<R extends Route> = Pick<RequestOptions<ResponseOf<R>>, 'signal' | 'parse' | 'report' | 'headers'>;

/**
 * Calls one operation of the contract: method and path come from its route, so a renamed path or field fails the
 * type check here and on the server alike (issue 20).
 */
export async function call<R extends Route>(
  route: R,
  input: CallInput<R>,
  options: CallOptions<R> = {},
): Promise<ResponseOf<R>> {
  const { params, query, body, languageId } = input as {
    params?: Record<string, string | number>;
    query?: QueryParams;
    body?: unknown;
    languageId?: number;
  };
  const search = languageId === undefined ? query : { ...query, languageId };
  return apiRequest(fillPath(route.path, params), { ...options, method: route.method, query: search, body });
}
