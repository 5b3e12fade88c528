import { STORAGE_KEYS } from '@playline/contract/constants';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveCookieConsent } from '#app/lib/consent.ts';
import { setMediaQuery } from '#app/test/media.ts';
import { renderWithProviders } from '#app/test/render-with-providers.tsx';
import PwaHost from '../pwa-host';
import { clearInstallPrompt } from '../services/install-prompt';

/** Chromium's install offer, as the page receives it. */
function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(async () => undefined);
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  act(() => {
    window.dispatchEvent(event);
  });
  return { event, prompt };
}

describe('the add-to-home-screen installer', () => {
  afterEach(() => {
    clearInstallPrompt();
    vi.restoreAllMocks();
  });

  it('stays hidden until the browser offers the install, then shows Install and prompts on tap', async () => {
    const { user } = renderWithProviders(<PwaHost />);
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();

    const { event, prompt } = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    await user.click(await screen.findByRole('button', { name: 'Install' }));

    expect(prompt).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Install' })).toBeNull());
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({ event: 'playline_pwa_install', pwa: false, pwa_device: 'mobile' }),
    );
  });

  it('hides for the brand’s number of days when dismissed', async () => {
    const { user, store, boot } = renderWithProviders(<PwaHost />);
    offerInstall();
    const before = Date.now();
    await user.click(await screen.findByRole('button', { name: 'Not now' }));

    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
    const hideUntil = store.getState().pwa.hideUntil;
    expect(hideUntil).toBeGreaterThanOrEqual(before + boot.brand.installerHideDays * 86_400_000);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.installerHideUntil) ?? '0')).toBe(hideUntil);
  });

  it('never shows when running as the installed app', () => {
    setMediaQuery('(display-mode: standalone)', true);
    renderWithProviders(<PwaHost />);
    offerInstall();
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
  });

  it('waits for the cookie banner to be answered on a brand that asks', async () => {
    renderWithProviders(<PwaHost />, { siteId: 44 });
    offerInstall();
    expect(screen.queryByRole('button', { name: 'Εγκατάσταση' })).toBeNull();
    act(() => {
      saveCookieConsent(false);
    });
    expect(await screen.findByRole('button', { name: 'Εγκατάσταση' })).toBeTruthy();
  });

  it('never shows on a shop terminal', () => {
    renderWithProviders(<PwaHost />, { siteId: 54 });
    offerInstall();
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
  });
});
