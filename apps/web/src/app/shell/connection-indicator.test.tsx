import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeHubSocket } from '#app/lib/realtime/fake-hub-socket.ts';
import { getHub } from '#app/lib/realtime/hub.ts';
import { installFakeHub } from '#app/lib/realtime/hub-test-kit.ts';
import { renderWithProviders } from '#app/test/render-with-providers.tsx';
import { ConnectionIndicator, INDICATOR_DELAY_MS } from './connection-indicator';

describe('connection indicator', () => {
  beforeEach(() => {
    installFakeHub();
    vi.useFakeTimers();
  });

  function connected(siteId = 1) {
    const view = renderWithProviders(<ConnectionIndicator />, { siteId });
    act(() => {
      getHub();
      FakeHubSocket.latest.open();
    });
    return view;
  }

  it('says it is reconnecting only once the hub has been down for a few seconds, and goes when it is back', () => {
    connected();
    const status = screen.getByRole('status');
    act(() => FakeHubSocket.latest.drop());
    act(() => vi.advanceTimersByTime(INDICATOR_DELAY_MS - 1));
    expect(status.textContent).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(status.textContent).toBe('Reconnecting…');
    act(() => FakeHubSocket.latest.open());
    expect(status.textContent).toBe('');
  });

  it('never shows for a blip shorter than the delay', () => {
    connected();
    act(() => FakeHubSocket.latest.drop());
    act(() => vi.advanceTimersByTime(INDICATOR_DELAY_MS / 2));
    act(() => FakeHubSocket.latest.open());
    act(() => vi.advanceTimersByTime(INDICATOR_DELAY_MS * 2));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('speaks Greek on the Greek site, and leaves the offline case to the connectivity dialog', () => {
    const { store } = connected(44);
    act(() => FakeHubSocket.latest.drop());
    act(() => vi.advanceTimersByTime(INDICATOR_DELAY_MS));
    expect(screen.getByRole('status').textContent).toBe('Επανασύνδεση…');
    act(() => store.getState().setOffline(true));
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
