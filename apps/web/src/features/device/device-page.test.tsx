import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#app/test/render-with-providers.tsx';
import type { DeviceEnvironment } from './device-facts';
import { DevicePage } from './device-page';

const PHONE: DeviceEnvironment = {
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  screen: { width: 412, height: 915 },
  pixelRatio: 2.625,
  viewport: { width: 412, height: 823 },
  online: true,
  effectiveType: '4g',
  standalone: true,
};

const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the device page (issue 9)', () => {
  it('shows what support needs: version, brand and site, language, mode, system, browser, screen, connection, worker', async () => {
    renderWithProviders(<DevicePage environment={PHONE} />, { siteId: 77 });
    expect(fact('Brand')).toBe('Arena');
    expect(fact('Site id')).toBe('77');
    expect(fact('Language')).toBe('English');
    expect(fact('Running as')).toBe('Installed app');
    expect(fact('Operating system')).toBe('Android 14');
    expect(fact('Browser')).toBe('Chrome 126');
    expect(fact('Screen')).toBe('412×915 @2.625x');
    expect(fact('Window')).toBe('412×823');
    expect(fact('Connection')).toBe('Online, 4g');
    // jsdom has no service worker support: the page says so rather than guessing.
    await waitFor(() => expect(fact('Service worker')).toBe('Not supported'));
    expect(fact('App version')).toBeTruthy();
  });

  it("speaks the player's language: Greek on Hellas Bet", () => {
    renderWithProviders(<DevicePage environment={PHONE} />, { siteId: 44 });
    expect(fact('Αριθμός ιστότοπου')).toBe('44');
    expect(fact('Εκτέλεση ως')).toBe('Εγκατεστημένη εφαρμογή');
  });

  it('copies every line for a support message, and says when the browser refuses', async () => {
    renderWithProviders(<DevicePage environment={{ ...PHONE, standalone: false, online: false }} />);
    // After rendering: the test kit's user-event session puts a clipboard stub of its own on the navigator.
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.click(screen.getByRole('button', { name: 'Copy all' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Copied'));
    const copied = String(writeText.mock.calls[0]?.[0]);
    expect(copied).toContain('Brand: Playline');
    expect(copied).toContain('Running as: Browser tab');
    expect(copied).toContain('Connection: Offline, 4g');
    expect(copied).toContain(`User agent: ${PHONE.userAgent}`);

    writeText.mockRejectedValueOnce(new Error('denied'));
    fireEvent.click(screen.getByRole('button', { name: 'Copy all' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/select the text/));
  });
});
