import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentAlert } from '#app/lib/alerts.ts';
import { api } from '#app/lib/api-client.ts';
import { json, mockFetch } from '#app/test/fetch-mock.ts';
import { renderApp } from '#app/test/render-app.tsx';
import { loggedIn } from '#app/test/session.ts';

const failing = (response: () => Response | Promise<Response>) =>
  mockFetch((url) => (url.pathname.startsWith('/api/test/') ? response() : undefined));

async function call(path: string) {
  await act(async () => {
    await api.get(path).catch(() => undefined);
  });
}

describe('API failures in the shell', () => {
  it("shows a failed request as a negative notification at the top with the server's message", async () => {
    failing(() => json({ statusCode: 429, error: 'Too Many Requests', message: 'Slow down, please' }, 429));
    renderApp();
    await screen.findByRole('banner');
    await call('/test/limited');
    const copies = await screen.findAllByText('Slow down, please');
    const message = copies.find((copy) => copy.closest('[data-position]'));
    expect(message?.closest('[data-position]')?.getAttribute('data-position')).toBe('top');
    expect(message?.closest('[data-type]')?.getAttribute('data-type')).toBe('negative');
  });

  it('uses the generic texts when there is no server message (Greek on site 44)', async () => {
    failing(() => Promise.reject(new TypeError('Failed to fetch')));
    renderApp({ siteId: 44 });
    await screen.findByRole('banner');
    await call('/test/network');
    expect(
      (await screen.findAllByText('Σφάλμα δικτύου. Ελέγξτε τη σύνδεσή σας και δοκιμάστε ξανά.')).length,
    ).toBeGreaterThan(0);
  });

  it('logs the client out on 401 and alerts with Common.Alert / Common.LoginAlert, without a redirect', async () => {
    mockFetch((url) => {
      if (url.pathname === '/api/auth/checkLoginStatus') return json(loggedIn());
      if (url.pathname.startsWith('/api/test/'))
        return json({ statusCode: 401, error: 'Unauthorized', message: 'no session' }, 401);
      return undefined;
    });
    const { store, router, user } = renderApp({ path: '/casino' });
    await screen.findByRole('heading', { level: 1, name: 'Casino' });
    await waitFor(() => expect(store.getState().user).not.toBeNull());
    await call('/test/balance');
    await call('/test/balance-again');
    const dialog = await screen.findByRole('alertdialog', { name: 'Alert' });
    expect(within(dialog).getByText('Your session has ended. Please log in again.')).toBeTruthy();
    expect(store.getState().user).toBeNull();
    expect(router.state.location.pathname).toBe('/casino');
    expect(screen.queryByText('no session')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('says nothing on a 401 when nobody is logged in (a request in flight when the player logged out)', async () => {
    failing(() => json({ statusCode: 401, error: 'Unauthorized', message: 'no session' }, 401));
    const { store } = renderApp({ path: '/casino' });
    await screen.findByRole('heading', { level: 1, name: 'Casino' });
    await call('/test/balance');
    // The shell decides when the 401 arrives: no alert is queued (its dialog's code would load later).
    expect(currentAlert()).toBeNull();
    expect(store.getState().user).toBeNull();
  });
});
