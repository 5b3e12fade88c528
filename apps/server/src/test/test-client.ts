import { SESSION_COOKIE, XSRF_COOKIE, XSRF_COOKIE_SECURE, XSRF_HEADER } from '@playline/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A browser-like caller for `app.inject`: keeps the cookies the server sets (and forgets cleared ones), echoes
 * the XSRF cookie in its header on unsafe calls like the web client does, and talks to one host (one site).
 */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(
    readonly app: FastifyInstance,
    readonly host = 'localhost',
    /** The caller's address (throttles count per address). */
    readonly remoteAddress = '127.0.0.1',
  ) {}

  get session(): string | undefined {
    return this.cookies.get(SESSION_COOKIE);
  }

  async request(
    method: Method,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const xsrfCookie = () => this.cookies.get(XSRF_COOKIE) ?? this.cookies.get(XSRF_COOKIE_SECURE);
    if (method !== 'GET' && !xsrfCookie()) await this.request('GET', '/ping');
    const xsrf = xsrfCookie();
    const response = await this.app.inject({
      method,
      url,
      remoteAddress: this.remoteAddress,
      headers: {
        host: this.host,
        ...(method !== 'GET' && xsrf ? { [XSRF_HEADER]: xsrf } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      cookies: Object.fromEntries(this.cookies),
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    for (const cookie of response.cookies) {
      const expired = cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() < Date.now());
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get = (url: string, headers?: Record<string, string>) => this.request('GET', url, undefined, headers);
  post = (url: string, body?: unknown, headers?: Record<string, string>) => this.request('POST', url, body, headers);
  put = (url: string, body?: unknown, headers?: Record<string, string>) => this.request('PUT', url, body, headers);
  patch = (url: string, body?: unknown, headers?: Record<string, string>) => this.request('PATCH', url, body, headers);
  delete = (url: string, headers?: Record<string, string>) => this.request('DELETE', url, undefined, headers);

  /** POST /api/auth/login; answers the parsed body. */
  async login(userLogin: string, userPassword: string, extra: Record<string, unknown> = {}) {
    const response = await this.post('/api/auth/login', { userLogin, userPassword, rememberMe: false, ...extra });
    return response;
  }

  /** A logged-in client with the same session on another host (to try a cookie where it does not belong). */
  onHost(host: string): TestClient {
    const other = new TestClient(this.app, host);
    for (const [name, value] of this.cookies) other.cookies.set(name, value);
    return other;
  }
}

let keys = 0;
/** A fresh idempotency key. */
export const newKey = () => `test-${process.pid}-${Date.now().toString(36)}-${++keys}`;
