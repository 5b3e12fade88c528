import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
