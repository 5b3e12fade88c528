import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '#app/test/fetch-mock.ts';
import { renderApp } from '#app/test/render-app.tsx';

function probeAnswers(answer: () => Response | Promise<Response>) {
  return mockFetch((url) => (url.pathname === '/api/1x1.png' ? answer() : undefined));
}

async function goOnlineEvent() {
  await act(async () => {
    window.dispatchEvent(new Event('online'));
  });
}

describe('connectivity', () => {
  it('stays online and shows no dialog when the probe answers 200', async () => {
    probeAnswers(() => new Response(null, { status: 200 }));
    const { store } = renderApp();
    await screen.findByRole('banner');
    await goOnlineEvent();
    await waitFor(() => expect(store.getState().isOffline).toBe(false));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('marks the app offline and opens the dialog when the probe answers 500; OK closes it', async () => {
    probeAnswers(() => json({ statusCode: 500, error: 'x', message: 'down' }, 500));
    const { store, user } = renderApp();
    await screen.findByRole('banner');
    await goOnlineEvent();
    const dialog = await screen.findByRole('alertdialog', { name: 'Connectivity lost' });
    expect(within(dialog).getByText('Please check your internet connection')).toBeTruthy();
    expect(store.getState().isOffline).toBe(true);
    expect(screen.queryByText('down')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('treats a network error as offline, in Greek on the Greek site', async () => {
    probeAnswers(() => Promise.reject(new TypeError('Failed to fetch')));
    const { store } = renderApp({ siteId: 44 });
    await screen.findByRole('banner');
    await act(async () => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(await screen.findByRole('alertdialog', { name: 'Η σύνδεση χάθηκε' })).toBeTruthy();
    expect(store.getState().isOffline).toBe(true);
  });
});
