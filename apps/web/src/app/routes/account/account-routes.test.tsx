import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logIn, serveLogin, WELCOME } from '#app/features/auth/components/login-test-kit.ts';
import { readCookie } from '#app/lib/cookies.ts';
import { currentLoginRequest, type LoginRequest, subscribeLoginDialog } from '#app/lib/login-dialog.ts';
import { fetchedPaths, json, mockFetch } from '#app/test/fetch-mock.ts';
import { renderApp } from '#app/test/render-app.tsx';
import { cacheUser, loggedIn } from '#app/test/session.ts';

describe('account routes', () => {
  it('gives a visitor the login dialog on an account page, then shows that page after logging in', async () => {
    const { sent } = serveLogin({ ...WELCOME, shouldRedirect: true, returnUrl: '/user-account/deposit' });
    const { user, router } = renderApp({ path: '/user-account/deposit' });
    // The dialog's code loads on demand: the first time in a run can take seconds on a busy machine.
    const dialog = await screen.findByRole('dialog', { name: 'Log in' }, { timeout: 15_000 });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
    await logIn(user);
    expect(await screen.findByRole('heading', { level: 2, name: 'Add money' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/user-account/deposit');
    expect(sent[0]?.returnUrl).toBe('/user-account/deposit');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull());
  }, 20_000);

  it('lets the session check decide before asking a player without a cached user to log in', async () => {
    mockFetch((url) => (url.pathname === '/api/auth/checkLoginStatus' ? json(loggedIn()) : undefined));
    // Every request to log in, even one closed again at once (the dialog's code would not have loaded by then).
    const asked: LoginRequest[] = [];
    const stop = subscribeLoginDialog(() => {
      const request = currentLoginRequest();
      if (request) asked.push(request);
    });
    renderApp({ path: '/user-account/deposit' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Add money' })).toBeTruthy();
    stop();
    expect(asked).toEqual([]);
  });

  it('leaves a way to log in when the visitor closes the dialog', async () => {
    serveLogin();
    const { user } = renderApp({ path: '/user-account/transactions' });
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull());
    expect(screen.getByText('Log in to see your account.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
  });

  it('stores the page the player comes from in the referrer cookie (path /) before entering an account page', async () => {
    mockFetch((url) => (url.pathname === '/api/auth/checkLoginStatus' ? json(loggedIn()) : undefined));
    cacheUser();
    // The browser router leaves the address bar on the current page until the next page's checks have run.
    window.history.replaceState(null, '', '/casino?tab=slots');
    const { user, router } = renderApp({ path: '/casino?tab=slots' });
    await screen.findAllByRole('banner');
    const [appHeader] = screen.getAllByRole('banner');
    await user.click(within(appHeader!).getByRole('link', { name: 'Deposit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user-account/deposit'));
    expect(readCookie('referrer')).toBe(`${window.location.origin}/casino?tab=slots`);
    window.history.replaceState(null, '', '/');
  });

  it('logs out on /logout: ends the session, forgets the cached user and goes home', async () => {
    const fetch = mockFetch((url) => {
      if (url.pathname === '/api/auth/checkLoginStatus') return json(loggedIn());
      if (url.pathname === '/api/auth/logout') return json({ ok: true });
      return undefined;
    });
    cacheUser();
    const { router, store } = renderApp({ path: '/logout' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(fetchedPaths(fetch)).toContain('/api/auth/logout');
    expect(store.getState().user).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeTruthy();
  });

  it('shows profile, balances (total, available, held) and the time limit on my account', async () => {
    mockFetch((url) => (url.pathname === '/api/auth/checkLoginStatus' ? json(loggedIn()) : undefined));
    cacheUser({
      userId: 7,
      userName: 'player1',
      balance: 100_000,
      calculatedBalance: 97_500,
      tax: 0,
      currencyCode: 'EUR',
    });
    renderApp({ path: '/user-account' });
    const balances = await screen.findByRole('region', { name: 'player1' });
    const values = within(balances)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(values).toEqual(['€1,000.00', '€975.00', '€25.00']);
    expect(screen.getByRole('heading', { name: 'Session time limit' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log out' }).getAttribute('href')).toBe('/logout');
  });
});
