import { type FetchHandler, json, mockFetch } from './fetch-mock';
import { loggedIn } from './session';

/** A request the app made: path with query, method, body and Idempotency-Key. */
export interface ClientCall {
  path: string;
  method: string;
  body: unknown;
  key: string | null;
}

/**
 * A logged-in player1 plus `handler` for everything else; records every call whose path starts with `recorded`
 * (e.g. `/api/client/` for the wallet, `/api/client/bets` for My bets).
 */
export function servePlayer(recorded: string, handler: FetchHandler) {
  const calls: ClientCall[] = [];
  const fetch = mockFetch((url, init) => {
    if (url.pathname === '/api/auth/checkLoginStatus') return json(loggedIn());
    if (url.pathname.startsWith(recorded)) {
      calls.push({
        path: url.pathname + url.search,
        method: init.method ?? 'GET',
        body: init.body ? JSON.parse(String(init.body)) : undefined,
        key: new Headers(init.headers).get('Idempotency-Key'),
      });
    }
    return handler(url, init);
  });
  return { calls, fetch };
}
