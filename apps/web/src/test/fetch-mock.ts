import { vi } from 'vitest';

export type FetchHandler = (url: URL, init: RequestInit) => Response | Promise<Response> | undefined;

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

const VISITOR = {
  isAuthenticated: false,
  user: null,
  responsibleGambling: { timeLimitSeconds: 0, timeElapsedSeconds: 0 },
};

/** What the server answers for the shell's content calls when a test does not care. */
const defaults: FetchHandler = (url) => {
  const path = url.pathname;
  if (path.startsWith('/api/teasers/zones/')) return json([]);
  if (path === '/api/resources/text') return json({ body: '' });
  if (path.startsWith('/api/site/notifications/')) return json({ body: '', isEnabled: false });
  if (path === '/api/1x1.png') return new Response(null, { status: 200 });
  if (path === '/api/auth/checkLoginStatus') return json(VISITOR);
  return json({ statusCode: 404, error: 'Not Found', message: `No route ${path}` }, 404);
};

/**
 * Replaces the global fetch (the boundary every API call crosses). `handler` answers first; whatever it leaves
 * undefined gets the defaults above. Returns the mock to assert calls on.
 */
export function mockFetch(handler: FetchHandler = () => undefined) {
  const mock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    return (await handler(url, init)) ?? (await defaults(url, init))!;
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** The URLs fetched so far, as path + query. */
export function fetchedPaths(mock: ReturnType<typeof mockFetch>): string[] {
  return mock.mock.calls.map(([input]) => {
    const url = new URL(String(input), 'http://localhost');
    return url.pathname + url.search;
  });
}
