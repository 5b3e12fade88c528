import type { ShopCashSummary, ShopClient } from '@playline/contract/shop';
import type { User } from '#app/lib/client-store.ts';
import { type FetchHandler, json, mockFetch } from '#app/test/fetch-mock.ts';
import type { ClientCall } from '#app/test/serve-player.ts';
import { cacheUser, loggedIn, PLAYER } from '#app/test/session.ts';

/** shop1, the operator of site 54, acting for the shop itself. */
export const OPERATOR: User = {
  ...PLAYER,
  userId: 50,
  userName: 'shop1',
  shop: { operator: { userId: 50, userName: 'shop1' }, actingFor: null },
};

export const client = (id: number, login: string, balance: number): ShopClient => ({
  id,
  login,
  balance,
  currencyCode: 'EUR',
});

export function summary(date: string, movements: ShopCashSummary['movements'] = []): ShopCashSummary {
  const total = (kind: 'pay_in' | 'pay_out') => {
    const own = movements.filter((movement) => movement.kind === kind);
    return { count: own.length, amount: own.reduce((sum, movement) => sum + movement.amount, 0) };
  };
  const payIns = total('pay_in');
  const payOuts = total('pay_out');
  return { date, currencyCode: 'EUR', payIns, payOuts, net: payIns.amount - payOuts.amount, movements };
}

/**
 * `user` logged in on the shop site, in English (site 54 starts in Greek), plus `handler` for the shop calls;
 * records every call under /api/shop/.
 */
export function serveShop(handler: FetchHandler, user: User = OPERATOR) {
  localStorage.setItem('lang_info', JSON.stringify({ id: 1, locale: 'en-us' }));
  cacheUser(user);
  const calls: ClientCall[] = [];
  const fetch = mockFetch((url, init) => {
    if (url.pathname === '/api/auth/checkLoginStatus') return json(loggedIn(user));
    if (url.pathname.startsWith('/api/shop/')) {
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
