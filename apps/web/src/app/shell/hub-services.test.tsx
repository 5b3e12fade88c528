import type { HubNotification } from '@playline/contract/hub';
import { HUB_CLOSE_SESSION_ENDED } from '@playline/contract/hub-keys';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeHubSocket } from '#app/lib/realtime/fake-hub-socket.ts';
import { installFakeHub } from '#app/lib/realtime/hub-test-kit.ts';
import { loadSanitizer } from '#app/lib/sanitize.ts';
import { fetchedPaths, json } from '#app/test/fetch-mock.ts';
import { renderApp } from '#app/test/render-app.tsx';
import { servePlayer } from '#app/test/serve-player.ts';
import { cacheUser, PLAYER } from '#app/test/session.ts';

/** The app for a logged-in player1, with the hub started (the shell starts it when idle) and greeted. */
async function connectedApp(path = '/') {
  cacheUser();
  const served = servePlayer('/api/client/', (url) =>
    url.pathname === '/api/client/bets' ? json({ bets: [], total: 0 }) : undefined,
  );
  const view = renderApp({ path });
  await waitFor(() => expect(screen.getAllByRole('banner').length).toBeGreaterThan(0));
  await waitFor(() => expect(FakeHubSocket.instances).toHaveLength(1));
  act(() => FakeHubSocket.latest.open({ userId: PLAYER.userId }));
  return { ...view, ...served, socket: FakeHubSocket.latest };
}

/** The toast whose title reads `title` (not the hidden live-region copy). */
async function findToast(title: string) {
  const titles = await screen.findAllByText(title);
  const toast = titles.map((node) => node.closest<HTMLElement>('[data-position] > *')).find(Boolean);
  if (!toast) throw new Error(`no toast "${title}"`);
  return toast;
}

const header = () => within(screen.getAllByRole('banner')[0] as HTMLElement);

describe('the shell on the hub', () => {
  beforeEach(() => installFakeHub());

  it('shows a hub notification with its sanitised HTML, once, and follows its action in the app', async () => {
    const { socket, user, router } = await connectedApp();
    const message: HubNotification = {
      type: 'notification',
      id: 'n-1',
      notification: {
        title: '<b>Derby</b> night',
        body: 'Odds boosted <img src="x" onerror="window.hacked = 1"><script>window.hacked = 2</script>now',
        actions: [{ caption: 'See my bets', link: '/mybets' }],
        progress: 30,
        timeout: 0,
      },
    };
    act(() => socket.receive(message));
    const toast = await findToast('Derby');
    expect(toast.querySelector('b')?.textContent).toBe('Derby');
    expect(within(toast).getByText(/Odds boosted/).textContent).toBe('Odds boosted now');
    expect(toast.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(toast.querySelector('script')).toBeNull();
    expect(within(toast).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('30');

    // Delivered again (a second channel, a reconnect): still one toast.
    act(() => socket.receive(message));
    await act(async () => {
      await loadSanitizer();
    });
    expect(screen.getAllByRole('button', { name: 'See my bets' })).toHaveLength(1);

    await user.click(within(toast).getByRole('button', { name: 'See my bets' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mybets'));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'See my bets' })).toBeNull());
  });

  it('puts a pushed balance in the header', async () => {
    const { socket } = await connectedApp();
    expect(header().getByText('€1,000.00')).toBeTruthy();
    act(() =>
      socket.receive({ type: 'balance', balance: 123_450, calculatedBalance: 123_450, tax: 0, currencyCode: 'EUR' }),
    );
    await waitFor(() => expect(header().getByText('€1,234.50')).toBeTruthy());
  });

  it("reads the balance when the hub greets the player: the cached user's may be stale", async () => {
    cacheUser();
    servePlayer('/api/client/', (url) =>
      url.pathname === '/api/client/balance/change'
        ? json({ balance: 98_760, calculatedBalance: 98_760, tax: 0, currencyCode: 'EUR', lastMovement: null })
        : undefined,
    );
    renderApp({ path: '/' });
    await waitFor(() => expect(FakeHubSocket.instances).toHaveLength(1));
    expect(header().getByText('€1,000.00')).toBeTruthy();
    act(() => FakeHubSocket.latest.open({ userId: PLAYER.userId }));
    await waitFor(() => expect(header().getByText('€987.60')).toBeTruthy());
  });

  it('keeps a pushed balance when the read the greeting started answers later, and says nothing of its abort', async () => {
    cacheUser();
    const reads: AbortSignal[] = [];
    servePlayer('/api/client/', (url, init) => {
      if (url.pathname !== '/api/client/balance/change') return undefined;
      const signal = init.signal as AbortSignal;
      reads.push(signal);
      // Like the real fetch: rejects once its signal aborts; otherwise the server never answers in this test.
      return new Promise<Response>((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    });
    renderApp({ path: '/' });
    await waitFor(() => expect(FakeHubSocket.instances).toHaveLength(1));
    act(() => FakeHubSocket.latest.open({ userId: PLAYER.userId }));
    await waitFor(() => expect(reads).toHaveLength(1));

    act(() =>
      FakeHubSocket.latest.receive({
        type: 'balance',
        balance: 123_450,
        calculatedBalance: 123_450,
        tax: 0,
        currencyCode: 'EUR',
      }),
    );
    expect(reads[0]?.aborted).toBe(true);
    await waitFor(() => expect(header().getByText('€1,234.50')).toBeTruthy());
    // Cancelled on purpose: no "request aborted" toast.
    expect(screen.queryByText('The request was aborted.')).toBeNull();
  });

  it('reads the balance and My bets again when the servers lost messages between them (resync)', async () => {
    const { socket, calls } = await connectedApp('/mybets');
    await screen.findByText(/no open bets/i);
    const count = (path: string) => calls.filter((call) => call.path.startsWith(path)).length;
    await waitFor(() => expect(count('/api/client/balance/change')).toBeGreaterThan(0)); // the greeting's read
    const before = { balance: count('/api/client/balance/change'), bets: count('/api/client/bets') };
    act(() => socket.receive({ type: 'resync' }));
    await waitFor(() => expect(count('/api/client/balance/change')).toBeGreaterThan(before.balance));
    await waitFor(() => expect(count('/api/client/bets')).toBeGreaterThan(before.bets));
  });

  it("opens no socket for a visitor's pre-match page, and one on a screen that needs a channel", async () => {
    // The browser goes idle when the test says so: then the shell has started whatever it starts when idle (its
    // hub services loaded already, so that they would render at once).
    await import('./hub-services');
    const whenIdle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => whenIdle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    renderApp({ path: '/' });
    await screen.findByRole('navigation', { name: 'Main navigation' });
    await waitFor(() => expect(whenIdle.length).toBeGreaterThan(0));
    await act(async () => {
      for (const callback of whenIdle.splice(0)) callback({ didTimeout: false, timeRemaining: () => 50 });
    });
    expect(FakeHubSocket.instances).toHaveLength(0);
    renderApp({ siteId: 84, path: '/live' });
    await waitFor(() => expect(FakeHubSocket.instances).toHaveLength(1));
  });

  it('reloads My bets when a bet is settled and says when it won', async () => {
    const { socket, calls } = await connectedApp('/mybets');
    await screen.findByText(/no open bets/i);
    const listed = () => calls.filter((call) => call.path.startsWith('/api/client/bets')).length;
    const before = listed();
    act(() => socket.receive({ type: 'bet_settled', betId: 12, status: 'won', payout: 1_240 }));
    expect(await findToast('Bet won: €12.40')).toBeTruthy();
    await waitFor(() => expect(listed()).toBeGreaterThan(before));
    act(() => socket.receive({ type: 'bet_settled', betId: 13, status: 'lost', payout: 0 }));
    await waitFor(() => expect(listed()).toBeGreaterThan(before + 1));
    expect(screen.queryByText(/Bet won: €0\.00/)).toBeNull();
  });

  it('reconnects at once and asks who is logged in when the server ends the session (logged out elsewhere)', async () => {
    const { socket, fetch } = await connectedApp();
    const statusChecks = () => fetchedPaths(fetch).filter((path) => path === '/api/auth/checkLoginStatus').length;
    const before = statusChecks();
    act(() => socket.drop(HUB_CLOSE_SESSION_ENDED));
    expect(FakeHubSocket.instances).toHaveLength(2);
    await waitFor(() => expect(statusChecks()).toBeGreaterThan(before));
  });

  it('opens a new socket when the player logs out, so the server forgets their channel', async () => {
    const { socket, store } = await connectedApp();
    act(() => store.getState().logout());
    await waitFor(() => expect(FakeHubSocket.instances).toHaveLength(2));
    expect(socket.closedByClient).toBe(true);
  });

  it("closes the socket when the app unmounts: the app owns the tab's hub", async () => {
    const { socket, unmount } = await connectedApp();
    unmount();
    expect(socket.closedByClient).toBe(true);
    expect(FakeHubSocket.instances).toHaveLength(1);
  });
});
