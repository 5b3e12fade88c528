import { STORAGE_KEYS } from '@playline/contract/constants';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { track } from '#app/lib/analytics.ts';
import { reopenCookieSettings } from '#app/lib/consent.ts';
import { renderApp } from '#app/test/render-app.tsx';

const storedConsent = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.cookieConsent) ?? 'null');

describe('cookie consent (issue 9)', () => {
  it('asks a first-time visitor on the brand with a cookie policy and keeps analytics back until they accept', async () => {
    const { user } = renderApp({ siteId: 149 });
    const banner = await screen.findByRole('region', { name: /^Cookies on Hellas/ });
    expect(banner.querySelector('a')?.getAttribute('href')).toBe('/help/cookie-policy');
    track('page_view');
    expect(window.dataLayer).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(screen.queryByRole('region', { name: /^Cookies on Hellas/ })).toBeNull();
    expect(storedConsent()).toMatchObject({ analytics: true });
    expect(window.dataLayer?.map((entry) => entry.event)).toContain('page_view');
  });

  it('keeps essential cookies only when asked, and the footer brings the choice back', async () => {
    const { user } = renderApp({ siteId: 149 });
    await user.click(await screen.findByRole('button', { name: 'Essential only' }));
    expect(storedConsent()).toMatchObject({ analytics: false });
    track('page_view');
    expect(window.dataLayer).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    await user.click(await screen.findByRole('button', { name: 'Accept all' }));
    expect(storedConsent()).toMatchObject({ analytics: true });
  });

  it('does not ask again once the visitor chose, in Greek on the Greek site', async () => {
    localStorage.setItem(STORAGE_KEYS.cookieConsent, JSON.stringify({ analytics: false, decidedAt: 1 }));
    renderApp({ siteId: 44 });
    await screen.findByRole('button', { name: 'Ρυθμίσεις cookies' });
    expect(screen.queryByRole('region', { name: /Cookies/ })).toBeNull();
  });

  it('answers "Cookie settings" asked before the banner was listening (its chunk still loading)', async () => {
    localStorage.setItem(STORAGE_KEYS.cookieConsent, JSON.stringify({ analytics: false, decidedAt: 1 }));
    reopenCookieSettings();
    renderApp({ siteId: 149 });
    expect(await screen.findByRole('region', { name: /^Cookies on Hellas/ })).toBeTruthy();
  });

  it('never shows on brands without a cookie policy, where analytics flow at once', async () => {
    renderApp({ siteId: 1 });
    await screen.findByRole('contentinfo');
    expect(screen.queryByRole('button', { name: 'Cookie settings' })).toBeNull();
    track('page_view');
    await waitFor(() => expect(window.dataLayer?.map((entry) => entry.event)).toContain('page_view'));
    expect(screen.queryByRole('region', { name: /Cookies on/ })).toBeNull();
  });

  it('reopened from the footer, takes the focus; Escape keeps the earlier choice and gives the focus back', async () => {
    localStorage.setItem(STORAGE_KEYS.cookieConsent, JSON.stringify({ analytics: false, decidedAt: 1 }));
    const { user } = renderApp({ siteId: 149 });
    const settings = await screen.findByRole('button', { name: 'Cookie settings' });
    await user.click(settings);
    const banner = await screen.findByRole('region', { name: /^Cookies on Hellas/ });
    await waitFor(() => expect(document.activeElement).toBe(banner));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: /^Cookies on Hellas/ })).toBeNull();
    expect(document.activeElement).toBe(settings);
    expect(storedConsent()).toMatchObject({ analytics: false, decidedAt: 1 });
  });

  it('waits for a first choice: Escape does not put the first banner away', async () => {
    const { user } = renderApp({ siteId: 149 });
    const banner = await screen.findByRole('region', { name: /^Cookies on Hellas/ });
    banner.focus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('region', { name: /^Cookies on Hellas/ })).toBeTruthy();
    expect(storedConsent()).toBeNull();
  });
});
