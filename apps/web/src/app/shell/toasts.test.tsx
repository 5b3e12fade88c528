import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '#app/lib/notifications.ts';
import { mockFetch } from '#app/test/fetch-mock.ts';
import { renderApp } from '#app/test/render-app.tsx';

async function showToast(options: Parameters<typeof notify>[0]) {
  act(() => {
    notify(options);
  });
  // Urgent toasts are also copied into a hidden live region: take the one inside a viewport.
  const titles = await screen.findAllByText(options.title);
  const toast = titles.map((title) => title.closest<HTMLElement>('[data-position] > *')).find(Boolean);
  if (!toast) throw new Error('toast not found');
  return toast;
}

describe('notification toasts', () => {
  beforeEach(() => {
    mockFetch();
  });

  it('shows a toast at the bottom by default and removes it on Dismiss', async () => {
    const { user } = renderApp();
    await screen.findByRole('banner');
    const toast = await showToast({ title: 'Bet settled', body: 'You won 12.50' });
    expect(toast.closest('[data-position]')?.getAttribute('data-position')).toBe('bottom');
    expect(within(toast).getByText('You won 12.50')).toBeTruthy();
    await user.click(within(toast).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText('Bet settled')).toBeNull());
    expect(toast.isConnected).toBe(false);
  });

  it('labels Dismiss in Greek on the Greek site', async () => {
    renderApp({ siteId: 44 });
    await screen.findByRole('banner');
    const toast = await showToast({ title: 'Ειδοποίηση', body: '' });
    expect(within(toast).getByRole('button', { name: 'Απόρριψη' })).toBeTruthy();
  });

  it('closes by itself after the default 5000 ms', async () => {
    renderApp();
    await screen.findByRole('banner');
    await showToast({ title: 'Warm-up', body: '' });
    vi.useFakeTimers();
    act(() => {
      notify({ title: 'Short lived', body: '' });
    });
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByText('Short lived')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(4900));
    expect(screen.getByText('Short lived')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(200));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByText('Short lived')).toBeNull();
  });

  it('navigates to an action link and closes the toast', async () => {
    const { user, router } = renderApp();
    await screen.findByRole('banner');
    const toast = await showToast({
      title: 'Free spins',
      body: '10 free spins are waiting',
      actions: [{ caption: 'Play now', link: '/casino' }],
      progress: 40,
      timeout: 0,
    });
    expect(within(toast).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    await user.click(within(toast).getByRole('button', { name: 'Play now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/casino'));
    await waitFor(() => expect(screen.queryByText('Free spins')).toBeNull());
  });

  it('puts a top notification in the top viewport', async () => {
    renderApp();
    await screen.findByRole('banner');
    const toast = await showToast({ title: 'Top one', body: '', position: 'top', kind: 'negative' });
    expect(toast.closest('[data-position]')?.getAttribute('data-position')).toBe('top');
  });
});
