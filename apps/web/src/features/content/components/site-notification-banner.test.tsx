import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '#app/test/fetch-mock.ts';
import { renderApp } from '#app/test/render-app.tsx';

describe('site notification banner', () => {
  it('shows the enabled notice for the current language, with its HTML sanitised', async () => {
    mockFetch((url) =>
      url.pathname === '/api/site/notifications/1'
        ? json({ body: '<b>Maintenance</b> tonight<script>alert(1)</script>', isEnabled: true })
        : undefined,
    );
    const { store } = renderApp();
    const banner = await screen.findByRole('complementary', { name: 'Site notice' });
    expect(await screen.findByText('Maintenance')).toBeTruthy();
    expect(banner.querySelector('script')).toBeNull();
    expect(store.getState().siteNotification.isEnabled).toBe(true);
  });

  it('shows nothing while the notice is disabled', async () => {
    mockFetch((url) =>
      url.pathname === '/api/site/notifications/1' ? json({ body: 'Hidden', isEnabled: false }) : undefined,
    );
    renderApp();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('complementary', { name: 'Site notice' })).toBeNull();
    expect(screen.queryByText('Hidden')).toBeNull();
  });

  it('closes for the session on Dismiss, and a new notice shows again', async () => {
    let body = 'Maintenance tonight';
    mockFetch((url) => (url.pathname === '/api/site/notifications/1' ? json({ body, isEnabled: true }) : undefined));
    const user = userEvent.setup();
    const first = renderApp();
    const banner = await screen.findByRole('complementary', { name: 'Site notice' });
    await user.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('complementary', { name: 'Site notice' })).toBeNull();
    first.unmount();

    // A reload in the same tab: the closed notice stays closed.
    const again = renderApp();
    await screen.findByRole('heading', { level: 1 });
    await vi.waitFor(() => expect(again.store.getState().siteNotification.body).toBe(body));
    expect(screen.queryByRole('complementary', { name: 'Site notice' })).toBeNull();
    again.unmount();

    body = 'New opening hours';
    renderApp();
    expect(await screen.findByText('New opening hours')).toBeTruthy();
  });
});
