import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '#app/test/fetch-mock.ts';
import { renderApp } from '#app/test/render-app.tsx';

describe('/access-denied', () => {
  it('says the page is not for this account and offers home and support', async () => {
    mockFetch();
    renderApp({ siteId: 1, path: '/access-denied' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeTruthy();
    const page = within(screen.getByRole('region', { name: 'Access denied' }));
    expect(page.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    expect(page.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/help/contact-us');
  });
});
