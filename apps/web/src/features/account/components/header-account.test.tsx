import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '#app/test/fetch-mock.ts';
import { renderApp } from '#app/test/render-app.tsx';
import { cacheUser, loggedIn, PLAYER } from '#app/test/session.ts';

function serveSession(status = loggedIn()) {
  return mockFetch((url) => (url.pathname === '/api/auth/checkLoginStatus' ? json(status) : undefined));
}

/** shop1 of site 54 acting for its client07: the balance is client07's. */
const CLIENT07 = {
  ...PLAYER,
  userId: 47,
  userName: 'client07',
  calculatedBalance: 2_550,
  shop: { operator: { userId: 40, userName: 'shop1' }, actingFor: { userId: 47, userName: 'client07' } },
};

const header = async () => within(await screen.findByRole('banner'));

describe('header for a logged-in player (spec §2, §4)', () => {
  it('renders the cached user at once: available balance, deposit shortcut and account menu', async () => {
    serveSession();
    cacheUser({ ...PLAYER, balance: 150_000, calculatedBalance: 123_450 });
    renderApp();
    const bar = await header();
    expect(bar.getByText('€1,234.50')).toBeTruthy();
    expect(bar.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/user-account/deposit');
    expect(bar.getByRole('button', { name: 'Account menu' })).toBeTruthy();
    expect(bar.queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(bar.queryByRole('link', { name: 'Register' })).toBeNull();
  });

  it("formats the balance in the player's language (Greek on site 44)", async () => {
    serveSession();
    cacheUser();
    renderApp({ siteId: 44 });
    expect((await header()).getByText('1.000,00 €')).toBeTruthy();
  });

  it("toggles the balance to '...' and keeps the choice in session storage", async () => {
    serveSession();
    cacheUser();
    const { user } = renderApp();
    const bar = await header();
    const toggle = bar.getByRole('button', { name: 'Show balance' });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await user.click(toggle);
    expect(bar.getByText('...')).toBeTruthy();
    expect(bar.queryByText('€1,000.00')).toBeNull();
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(sessionStorage.getItem('balance_visibility')).toBe('false');
    await user.click(toggle);
    expect(bar.getByText('€1,000.00')).toBeTruthy();
    expect(sessionStorage.getItem('balance_visibility')).toBe('true');
  });

  it('restores a hidden balance on start', async () => {
    serveSession();
    cacheUser();
    sessionStorage.setItem('balance_visibility', 'false');
    renderApp();
    const bar = await header();
    expect(bar.getByText('...')).toBeTruthy();
    expect(bar.getByRole('button', { name: 'Show balance' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('has no deposit shortcut in shop mode (site 54)', async () => {
    serveSession();
    cacheUser();
    renderApp({ siteId: 54 });
    const bar = await header();
    expect(bar.getByRole('button', { name: 'Μενού λογαριασμού' })).toBeTruthy();
    expect(bar.queryByRole('link', { name: 'Κατάθεση' })).toBeNull();
  });

  it('says whom a shop acts for under the balance, with the operator on the account menu (site 54)', async () => {
    serveSession(loggedIn(CLIENT07));
    cacheUser(CLIENT07);
    localStorage.setItem('lang_info', JSON.stringify({ id: 1, locale: 'en-us' }));
    renderApp({ siteId: 54 });
    const bar = await header();
    expect(bar.getByText('€25.50')).toBeTruthy();
    expect(bar.getByText('for client07')).toBeTruthy();
    expect(bar.getByRole('button', { name: 'Account menu' }).textContent).toBe('s');
  });

  it("says 'for the shop' when the shop acts for itself (site 54)", async () => {
    const owner = { ...PLAYER, userId: 40, userName: 'shop1', shop: { ...CLIENT07.shop, actingFor: null } };
    serveSession(loggedIn(owner));
    cacheUser(owner);
    localStorage.setItem('lang_info', JSON.stringify({ id: 1, locale: 'en-us' }));
    renderApp({ siteId: 54 });
    const bar = await header();
    expect(bar.getByText('for the shop')).toBeTruthy();
    expect(bar.queryByText(/client07/)).toBeNull();
  });

  it('opens the account menu with my account, deposit, withdraw, transactions, my bets, safer gambling and log out', async () => {
    serveSession();
    cacheUser();
    const { user, router } = renderApp();
    await user.click((await header()).getByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu');
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'My account',
      'Deposit',
      'Withdraw',
      'Transactions',
      'My bets',
      'Safer gambling',
      'Log out',
    ]);
    await user.click(within(menu).getByRole('menuitem', { name: 'Withdraw' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user-account/withdraw'));
  });

  it('drops a stale cached user quietly when the session is gone', async () => {
    serveSession({
      isAuthenticated: false,
      user: null,
      responsibleGambling: { timeLimitSeconds: 0, timeElapsedSeconds: 0 },
    });
    cacheUser();
    const { store } = renderApp();
    const bar = await header();
    expect(await bar.findByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(store.getState().user).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('takes the fresh balances and time limit from the login status on start', async () => {
    serveSession(
      loggedIn(
        { ...PLAYER, calculatedBalance: 2_500, balance: 2_500 },
        { timeLimitSeconds: 600, timeElapsedSeconds: 30 },
      ),
    );
    cacheUser();
    const { store } = renderApp();
    expect(await (await header()).findByText('€25.00')).toBeTruthy();
    expect(store.getState().responsibleGambling).toEqual({ timeLimitSeconds: 600, timeElapsedSeconds: 30 });
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({ calculatedBalance: 2_500 });
  });
});
