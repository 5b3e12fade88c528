import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fetchedPaths, json, mockFetch } from '#app/test/fetch-mock.ts';
import { renderApp } from '#app/test/render-app.tsx';
import { cacheUser, loggedIn, PLAYER } from '#app/test/session.ts';

/** A player whose session has a 3-second limit, just reset. */
function serveLimit() {
  return mockFetch((url) => {
    if (url.pathname === '/api/auth/checkLoginStatus') {
      return json(loggedIn(PLAYER, { timeLimitSeconds: 3, timeElapsedSeconds: 0 }));
    }
    if (url.pathname === '/api/auth/resetRealityCheck') return json({ timeLimitSeconds: 3, timeElapsedSeconds: 0 });
    if (url.pathname === '/api/auth/logout') return json({ ok: true });
    return undefined;
  });
}

async function startWithLimit() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const fetch = serveLimit();
  cacheUser();
  const view = renderApp({ path: '/casino' });
  await waitFor(() => expect(view.store.getState().responsibleGambling.timeLimitSeconds).toBe(3));
  // The count runs in a chunk loaded after the first paint: start the clock once it has ticked once.
  await waitFor(() => expect(view.store.getState().responsibleGambling.timeElapsedSeconds).toBe(1), { timeout: 5000 });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return { ...view, user, fetch };
}

const tick = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('responsible-gambling time limit (spec §4)', () => {
  it('counts elapsed seconds into session storage and alerts exactly at the limit, not before', async () => {
    const { store } = await startWithLimit();
    tick(1000);
    expect(store.getState().responsibleGambling.timeElapsedSeconds).toBe(2);
    expect(sessionStorage.getItem('rg_time_elapsed')).toBe('2');
    expect(sessionStorage.getItem('rg_time_limit')).toBe('3');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    tick(1000);
    expect(store.getState().responsibleGambling.timeElapsedSeconds).toBe(3);
    const dialog = await screen.findByRole('alertdialog', { name: 'Reality check' }, { timeout: 5000 });
    expect(within(dialog).getByText(/You have been playing for 3 seconds/)).toBeTruthy();
    // Past the limit the elapsed time is no longer valid: the count stops and the alert stays.
    tick(5000);
    expect(store.getState().responsibleGambling.timeElapsedSeconds).toBe(3);
    expect(screen.getByRole('alertdialog', { name: 'Reality check' })).toBeTruthy();
  });

  it('continues: resetRealityCheck restarts the count and the alert closes', async () => {
    const { store, user, fetch } = await startWithLimit();
    tick(2000);
    const dialog = await screen.findByRole('alertdialog', { name: 'Reality check' }, { timeout: 5000 });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fetchedPaths(fetch)).toContain('/api/auth/resetRealityCheck');
    expect(store.getState().responsibleGambling.timeElapsedSeconds).toBeLessThan(3);
    tick(3000);
    expect(await screen.findByRole('alertdialog', { name: 'Reality check' })).toBeTruthy();
  });

  it('logs out from the alert', async () => {
    const { store, user, router } = await startWithLimit();
    tick(2000);
    const dialog = await screen.findByRole('alertdialog', { name: 'Reality check' }, { timeout: 5000 });
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().user).toBeNull();
    expect(store.getState().responsibleGambling).toEqual({ timeLimitSeconds: 0, timeElapsedSeconds: 0 });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('never alerts without a limit', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch((url) => (url.pathname === '/api/auth/checkLoginStatus' ? json(loggedIn()) : undefined));
    cacheUser();
    const { store } = renderApp();
    await screen.findAllByRole('banner');
    tick(10_000);
    expect(store.getState().responsibleGambling.timeElapsedSeconds).toBeGreaterThanOrEqual(9);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
