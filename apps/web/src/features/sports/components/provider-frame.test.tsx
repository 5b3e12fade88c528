import type { ProviderLaunch } from '@playline/contract/sports';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSports } from './market-test-kit';
import { ProviderFrame } from './provider-frame';
import { readEmbedMode } from './provider-frame-embed';

const LAUNCH: ProviderLaunch = {
  url: 'https://book.example/sports?embed=digitain',
  token: 'signed-token',
  origin: 'https://book.example',
};

function mountFrame() {
  renderSports(<ProviderFrame launch={LAUNCH} title="Sportsbook" />);
  const frame = screen.getByTitle('Sportsbook') as HTMLIFrameElement;
  const framed = frame.contentWindow as Window;
  const posted = vi.spyOn(framed, 'postMessage').mockImplementation(() => undefined);
  const send = (data: unknown, origin: string, source: Window | null = framed) =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
    });
  return { frame, posted, send };
}

describe('provider frame (host side)', () => {
  it('frames the launch URL and answers the ready signal with the token, addressed to the launch origin only', () => {
    const { frame, posted, send } = mountFrame();
    expect(frame.getAttribute('src')).toBe(LAUNCH.url);
    send({ type: 'playline:ready' }, LAUNCH.origin);
    expect(posted).toHaveBeenCalledTimes(1);
    expect(posted).toHaveBeenCalledWith({ type: 'playline:token', token: 'signed-token' }, 'https://book.example');
  });

  it('ignores a ready signal from another origin', () => {
    const { posted, send } = mountFrame();
    send({ type: 'playline:ready' }, 'https://evil.example');
    expect(posted).not.toHaveBeenCalled();
  });

  it('ignores a ready signal from another window, even with the right origin', () => {
    const { posted, send } = mountFrame();
    send({ type: 'playline:ready' }, LAUNCH.origin, window);
    expect(posted).not.toHaveBeenCalled();
  });

  it('ignores other messages from the frame', () => {
    const { posted, send } = mountFrame();
    send({ type: 'something-else' }, LAUNCH.origin);
    send('playline:ready', LAUNCH.origin);
    expect(posted).not.toHaveBeenCalled();
  });
});

describe('embedded mode', () => {
  afterEach(() => sessionStorage.clear());

  it('starts from ?embed=<provider> and stays on for the tab', () => {
    expect(readEmbedMode('?embed=digitain')).toBe('digitain');
    expect(readEmbedMode('')).toBe('digitain');
  });

  it('is off for an unknown provider or a plain visit', () => {
    expect(readEmbedMode('?embed=somebody')).toBeNull();
    expect(readEmbedMode('')).toBeNull();
  });
});
