import { STORAGE_KEYS } from '@playline/contract/constants';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pageReload } from '#app/lib/page-reload.ts';
import { renderApp } from '#app/test/render-app.tsx';
import { logIn, serveLogin, WELCOME } from './login-test-kit';

const path = (router: ReturnType<typeof renderApp>['router']) =>
  router.state.location.pathname + router.state.location.search;

describe('after logging in (spec §4)', () => {
  it("follows the answer's returnUrl when the server asks for a redirect", async () => {
    serveLogin({ ...WELCOME, shouldRedirect: true, returnUrl: '/user-account/withdraw' });
    const { router, user } = renderApp({ path: '/login' });
    await logIn(user);
    await waitFor(() => expect(path(router)).toBe('/user-account/withdraw'));
  });

  it('redirects even when not authenticated if the answer asks for it', async () => {
    serveLogin({ shouldRedirect: true, returnUrl: '/help/contact-us' });
    const { router, user } = renderApp({ path: '/login' });
    await logIn(user);
    await waitFor(() => expect(path(router)).toBe('/help/contact-us'));
  });

  it('sends the page returnUrl and otherwise goes there, keeping the modal query', async () => {
    const { sent } = serveLogin(WELCOME);
    const { router, user } = renderApp({ path: '/login?returnUrl=%2Fuser-account%2Fdeposit&modal=quick' });
    await logIn(user);
    await waitFor(() => expect(path(router)).toBe('/user-account/deposit?modal=quick'));
    expect(sent[0]?.returnUrl).toBe('/user-account/deposit?modal=quick');
  });

  it('goes home from the login route when there is nowhere else to go', async () => {
    serveLogin(WELCOME);
    const { router, user, store } = renderApp({ path: '/login' });
    await logIn(user);
    await waitFor(() => expect(path(router)).toBe('/'));
    expect(store.getState().user?.userName).toBe('player1');
  });

  it('reloads the page when logging in from the dialog anywhere else', async () => {
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    serveLogin(WELCOME);
    const { router, user, store } = renderApp({ path: '/casino' });
    await user.click(await screen.findByRole('link', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' }, { timeout: 5000 });
    expect(dialog).toBeTruthy();
    await logIn(user);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(path(router)).toBe('/casino');
    // The full user (with the balance) is cached before the reload, so the header renders it at once after.
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({ userName: 'player1', balance: 100_000 });
    expect(store.getState().user?.calculatedBalance).toBe(100_000);
  });

  it('stays, with the form usable again later, when the login fails', async () => {
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    serveLogin({ message: 'The user name or password is incorrect.' });
    const { router, user, store } = renderApp({ path: '/login' });
    await logIn(user, 'player1', 'wrong-password');
    expect(await screen.findByRole('alertdialog', { name: 'Alert' })).toBeTruthy();
    expect(path(router)).toBe('/login');
    expect(reload).not.toHaveBeenCalled();
    expect(store.getState().user).toBeNull();
  });

  it('pushes the login analytics events: login (user_id) and the brand-prefixed one', async () => {
    // Site 44 has a cookie policy: analytics flow once the visitor accepted them (lib/analytics.test.ts).
    localStorage.setItem(STORAGE_KEYS.cookieConsent, JSON.stringify({ analytics: true, decidedAt: 1 }));
    serveLogin(WELCOME);
    const { user } = renderApp({ siteId: 44, path: '/login' });
    await logIn(user);
    // Other events (the installable app's `pwa` at start) may come between: only the login ones matter here.
    const loginEvents = () => window.dataLayer?.filter((entry) => entry.event.endsWith('login'));
    await waitFor(() =>
      expect(loginEvents()).toEqual([
        { event: 'login', user_id: 7, pwa: false, pwa_device: 'mobile' },
        { event: 'hellas_login', user_id: 7, user_name: 'player1', pwa: false, pwa_device: 'mobile' },
      ]),
    );
  });
});
