import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';

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

  it("opens a route of the brand's area with its title and the coming-soon card", async () => {
    const { router } = renderApp({ siteId: 143, path: '/promotions' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Promotions' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/promotions');
    expect(screen.getByText('This part of Sunset opens soon. Everything else is one tap away.')).toBeTruthy();
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

  it('renders every reserved screen instead of the 404 page', async () => {
    for (const path of ['/help', '/access-denied']) {
      const view = renderApp({ path });
      expect(await screen.findByText('Coming soon')).toBeTruthy();
      expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
      view.unmount();
    }
  });

  it('renders the casino lobby on /casino (issue 7)', async () => {
    renderApp({ siteId: 77, path: '/casino' });
    expect(await screen.findByRole('searchbox', { name: 'Search games' })).toBeTruthy();
    expect(screen.queryByText('Coming soon')).toBeNull();
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
      expect(screen.queryByText('Coming soon')).toBeNull();
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
