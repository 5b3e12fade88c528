import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchedPaths, json, mockFetch } from '#app/test/fetch-mock.ts';
import { renderApp } from '#app/test/render-app.tsx';
import { cacheUser, loggedIn } from '#app/test/session.ts';

const MINUTE = 60_000;

/** A player who just logged in, with a 15-minute reminder and a session 12.50 down. */
function serveReminder(minutes = 15) {
  const startedAt = new Date().toISOString();
  let loggedOut = false;
  return mockFetch((url) => {
    if (url.pathname === '/api/auth/checkLoginStatus') return loggedOut ? undefined : json(loggedIn());
    if (url.pathname === '/api/client/rg/session-play') {
      return json({
        reminderMinutes: minutes,
        sessionStartedAt: startedAt,
        sessionElapsedSeconds: 0,
        sessionNet: -1250,
      });
    }
    if (url.pathname === '/api/auth/logout') {
      loggedOut = true;
      return json({ ok: true });
    }
    return undefined;
  });
}

async function start(minutes?: number) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const fetch = serveReminder(minutes);
  cacheUser();
  const view = renderApp();
  await waitFor(() => expect(fetchedPaths(fetch)).toContain('/api/client/rg/session-play'), { timeout: 5000 });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return { ...view, user, fetch };
}

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

const reminder = () => screen.findByRole('alertdialog', { name: 'Reality check' }, { timeout: 5000 });

afterEach(() => {
  vi.useRealTimers();
});

describe('the reality-check reminder', () => {
  it('shows time played and net result every 15 minutes; Continue closes it until the next interval', async () => {
    const { user } = await start();
    await advance(15 * MINUTE - 2000);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await advance(2000);
    const dialog = await reminder();
    expect(within(dialog).getByText('15 minutes')).toBeTruthy();
    expect(await within(dialog).findByText('-€12.50')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await advance(14 * MINUTE);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await advance(MINUTE);
    expect(within(await reminder()).getByText('30 minutes')).toBeTruthy();
  });

  it('logs out from the reminder', async () => {
    const { user, router, store, fetch } = await start();
    await advance(15 * MINUTE);
    await user.click(within(await reminder()).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(fetchedPaths(fetch)).toContain('/api/auth/logout'));
    await waitFor(() => expect(store.getState().user).toBeNull());
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('never comes when the reminder is off', async () => {
    await start(0);
    await advance(120 * MINUTE);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
