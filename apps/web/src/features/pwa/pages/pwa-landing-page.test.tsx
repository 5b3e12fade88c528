import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setMediaQuery } from '#app/test/media.ts';
import { renderWithProviders } from '#app/test/render-with-providers.tsx';
import { captureInstallPrompt, clearInstallPrompt } from '../services/install-prompt';
import { PwaLandingPage } from './pwa-landing-page';

describe('the app landing pages', () => {
  afterEach(() => clearInstallPrompt());

  it('says why and how to install, on every platform, with the brand name', () => {
    renderWithProviders(<PwaLandingPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Playline on your home screen');
    for (const platform of ['iPhone and iPad (Safari)', 'Android (Chrome)', 'Computer (Chrome or Edge)']) {
      expect(screen.getByRole('heading', { name: platform })).toBeTruthy();
    }
    expect(screen.getByText('Tap the Share button in Safari’s toolbar.')).toBeTruthy();
    // No install offer from this browser: the page says to use the menu instead of a dead button.
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
  });

  it('offers the browser’s real install prompt when it has one', async () => {
    const { user } = renderWithProviders(<PwaLandingPage variant="casino" />);
    const prompt = vi.fn(async () => undefined);
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
    });
    act(() => captureInstallPrompt(event));
    await user.click(screen.getByRole('button', { name: 'Install' }));
    expect(prompt).toHaveBeenCalledOnce();
    expect(await screen.findByText('The app is installed')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the casino' }).getAttribute('href')).toBe('/casino');
  });

  it('says the app is installed when running standalone, and leads with the area', () => {
    setMediaQuery('(display-mode: standalone)', true);
    renderWithProviders(<PwaLandingPage variant="sports" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Playline sports, one tap away');
    expect(screen.getByRole('status').textContent).toContain('The app is installed');
    expect(screen.queryByRole('heading', { name: 'How to install' })).toBeNull();
  });
});
