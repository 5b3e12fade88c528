import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchedPaths, json, mockFetch } from '#app/test/fetch-mock.ts';
import { renderWithProviders } from '#app/test/render-with-providers.tsx';
import { ShareBet } from './share-bet';

function serveShare() {
  return mockFetch((url, init) =>
    url.pathname === '/api/client/bets/42/share' && init.method === 'POST'
      ? json({ code: 'AB23CD45' }, 201)
      : undefined,
  );
}

function stubNavigator(props: { share?: unknown; clipboard?: unknown }) {
  for (const [key, value] of Object.entries(props)) {
    Object.defineProperty(navigator, key, { value, configurable: true });
  }
}

afterEach(() => {
  stubNavigator({ share: undefined, clipboard: undefined });
  vi.unstubAllGlobals();
});

const LINK = `${window.location.origin}/slip?code=AB23CD45`;

describe('share a bet (issue 21)', () => {
  it('hands a link of a fresh code to the device’s share sheet, with no stake or player in it', async () => {
    const share = vi.fn(async () => undefined);
    const fetch = serveShare();
    renderWithProviders(<ShareBet betId={42} />);
    stubNavigator({ share });
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share).toHaveBeenCalledWith({
      title: 'My selections',
      text: 'Open my selections in your bet slip',
      url: LINK,
    });
    expect(fetchedPaths(fetch)).toContain('/api/client/bets/42/share');
    expect((screen.getByRole('textbox', { name: 'Link to these selections' }) as HTMLInputElement).value).toBe(LINK);
    // No QR code off the receipt.
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
  });

  it('copies the link where there is no share sheet, and asks the server once for a second tap', async () => {
    const writeText = vi.fn(async () => undefined);
    const fetch = serveShare();
    renderWithProviders(<ShareBet betId={42} />);
    // After rendering: the providers' user-event set-up puts a clipboard of its own on the navigator.
    stubNavigator({ share: undefined, clipboard: { writeText } });
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(LINK));
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(2));
    expect(fetchedPaths(fetch).filter((path) => path.endsWith('/share'))).toHaveLength(1);
  });

  it('draws the link’s QR code on the receipt', async () => {
    serveShare();
    renderWithProviders(<ShareBet betId={42} qr />);
    stubNavigator({ share: undefined, clipboard: { writeText: async () => undefined } });
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    const qr = await screen.findByRole('img', { name: 'QR code of the link to these selections' });
    const path = qr.querySelector('path')?.getAttribute('d') ?? '';
    // A version-3 code or larger (the link is over 40 characters): hundreds of dark modules.
    expect(path.match(/M/g)?.length ?? 0).toBeGreaterThan(200);
    expect(Number(qr.getAttribute('viewBox')?.split(' ')[2])).toBeGreaterThanOrEqual(29 + 4);
  });

  it('says so when the link could not be made', async () => {
    mockFetch((url) => (url.pathname.endsWith('/share') ? json({ statusCode: 404, message: 'x' }, 404) : undefined));
    renderWithProviders(<ShareBet betId={42} qr />);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The link could not be made. Try again.');
  });
});
