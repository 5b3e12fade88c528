import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '#app/test/fetch-mock.ts';
import { renderApp } from '#app/test/render-app.tsx';
import { renderSports } from './market-test-kit';
import { EmbeddedConnection } from './provider-frame-embedded';

/** Pretends this window sits in a host's frame: `window.parent` is another window whose posts we record. */
function framedBy() {
  const host = { postMessage: vi.fn() } as unknown as Window;
  vi.spyOn(window, 'parent', 'get').mockReturnValue(host);
  return host;
}

function tokenFrom(source: unknown, token = 'signed-token') {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { data: { type: 'playline:token', token }, source: source as Window }),
    );
  });
}

describe('embedded sportsbook (framed side)', () => {
  it('tells its host it is ready, has the token verified and shows it is connected', async () => {
    const fetch = mockFetch((url, init) =>
      url.pathname === '/api/sports/providers/verify' && JSON.parse(String(init.body)).token === 'signed-token'
        ? json({ ok: true, provider: 'digitain' })
        : undefined,
    );
    const host = framedBy();
    renderSports(<EmbeddedConnection />);
    expect(host.postMessage).toHaveBeenCalledWith({ type: 'playline:ready' }, '*');
    expect(screen.getByRole('status').textContent).toBe('Connecting…');
    tokenFrom(host);
    expect(await screen.findByText('Connected to Digitain')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('says so when the server rejects the token', async () => {
    mockFetch((url) =>
      url.pathname === '/api/sports/providers/verify' ? json({ ok: false, provider: null }) : undefined,
    );
    const host = framedBy();
    renderSports(<EmbeddedConnection />);
    tokenFrom(host, 'forged');
    expect(await screen.findByText('The connection to the host site could not be verified.')).toBeTruthy();
  });

  it('takes a token only from the window that framed it', () => {
    const fetch = mockFetch();
    framedBy();
    renderSports(<EmbeddedConnection />);
    tokenFrom({ postMessage: vi.fn() });
    expect(fetch.mock.calls.some(([input]) => String(input).includes('/providers/verify'))).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('Connecting…');
  });

  it('shows nothing outside a frame', () => {
    mockFetch();
    const { container } = renderSports(<EmbeddedConnection />);
    expect(container.textContent).toBe('');
  });
});

describe('embedded shell', () => {
  it('drops the header, tab bar and footer for a tab that started embedded', async () => {
    mockFetch();
    sessionStorage.setItem('embed_s', JSON.stringify('providers'));
    renderApp({ path: '/help' });
    expect(await screen.findByRole('main')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Playline home' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('keeps them for a plain visit', async () => {
    mockFetch();
    renderApp({ path: '/help' });
    expect(await screen.findByRole('link', { name: 'Playline home' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
  });
});
