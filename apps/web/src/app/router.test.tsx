import { ROUTES, type RouteName } from '@playline/contract/routes';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';
import { HAND_MOUNTED, SCREENS } from './router';

describe('router', () => {
  beforeEach(() => {
    mockFetch();
  });

  it('sends a route of an area the brand lacks to the home page (site 1 has no live betting)', async () => {
    const { router } = renderApp({ siteId: 1, path: '/live' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Playline' })).toBeTruthy();
  });

  it('sends site 84 (sports and live only) from /casino to the home page', async () => {
    const { router } = renderApp({ siteId: 84, path: '/casino/vendors' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('gives every named route a screen of its own (the shared coming-soon page is gone)', () => {
    const names = Object.keys(ROUTES) as RouteName[];
    expect(names.filter((name) => !SCREENS[name] && !HAND_MOUNTED.has(name))).toEqual([]);
  });

  it('shows the friendly 404 page with a way home for an unknown path', async () => {
    renderApp({ path: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it('redirects /hc and /support to /help/contact-us and /seasonal-promos to /promotions', async () => {
    const hc = renderApp({ path: '/hc' });
    await waitFor(() => expect(hc.router.state.location.pathname).toBe('/help/contact-us'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeTruthy();
    hc.unmount();
    const promos = renderApp({ siteId: 44, path: '/seasonal-promos' });
    await waitFor(() => expect(promos.router.state.location.pathname).toBe('/promotions'));
  });

  it('renders the reserved screens instead of the 404 page', async () => {
    for (const [path, title] of [
      ['/help', 'Help centre'],
      ['/access-denied', 'Access denied'],
      ['/promotions', 'Promotions'],
      ['/app', 'Sunset on your home screen'],
    ] as const) {
      const view = renderApp({ siteId: 143, path });
      expect(await screen.findByRole('heading', { level: 1, name: new RegExp(title) })).toBeTruthy();
      expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
      view.unmount();
    }
  });

  it('renders the casino lobby on /casino (issue 7)', async () => {
    renderApp({ siteId: 77, path: '/casino' });
    expect(await screen.findByRole('searchbox', { name: 'Search games' })).toBeTruthy();
  });

  it('renders the bet slip full screen on /slip (issue 5)', async () => {
    renderApp({ path: '/slip' });
    expect(await screen.findByRole('heading', { name: 'Bet slip' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
  });

  it('renders the account screens of issue 3 on their routes', async () => {
    const screens: [string, string][] = [
      ['/login', 'Log in'],
      ['/register', 'Create your account'],
      ['/forgot-password', 'Forgot password'],
      ['/user-account', 'My account'],
      ['/user-account/deposit', 'Deposit'],
      ['/user-account/withdraw', 'Withdraw'],
      ['/user-account/transactions', 'Transactions'],
    ];
    for (const [path, title] of screens) {
      const view = renderApp({ path });
      // A visitor on an account page also gets the modal login dialog, which hides the page from the a11y tree.
      expect(await screen.findByRole('heading', { level: 1, name: title, hidden: true })).toBeTruthy();
      view.unmount();
    }
  });

  it('shows the chat page only on the brand with chat', async () => {
    const greek = renderApp({ siteId: 44, path: '/chat' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Συνομιλία' })).toBeTruthy();
    greek.unmount();
    const other = renderApp({ siteId: 1, path: '/chat' });
    await waitFor(() => expect(other.router.state.location.pathname).toBe('/'));
  });

  it('shows site information on /site', async () => {
    renderApp({ siteId: 54, path: '/site' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Πληροφορίες ιστότοπου' })).toBeTruthy();
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(values).toEqual(expect.arrayContaining(['Hellas Bet Shop', '54', 'Κατάστημα', '1.2.3-test']));
  });

  it('scrolls to the top on every navigation and ignores navigating to the current location', async () => {
    const { router } = renderApp({ path: '/' });
    await screen.findByRole('heading', { level: 1 });
    const scrolls = () => (window.scrollTo as unknown as { mock: { calls: unknown[] } }).mock.calls.length;
    const before = scrolls();
    await router.navigate('/casino');
    await screen.findByRole('heading', { level: 1, name: 'Casino' });
    expect(scrolls()).toBeGreaterThan(before);
    await router.navigate('/casino');
    expect(router.state.location.pathname).toBe('/casino');
  });
});
