import { describe, expect, it, vi } from 'vitest';
import { onHostMessage, postToHost } from './bridge';

describe('the frame bridge', () => {
  it('posts tagged messages to the host on this origin only', () => {
    const target = { postMessage: vi.fn() } as unknown as Window;
    postToHost({ type: 'balance', balance: 1250, currencyCode: 'EUR', demo: false }, target);
    expect(target.postMessage).toHaveBeenCalledWith(
      { source: 'playline-game', type: 'balance', balance: 1250, currencyCode: 'EUR', demo: false },
      location.origin,
    );
  });

  it("hears the host's balance from this origin and ignores other origins and sources", () => {
    const listener = vi.fn();
    const stop = onHostMessage(listener);
    const message = { source: 'playline-host', type: 'balance', balance: 900 };
    window.dispatchEvent(new MessageEvent('message', { data: message, origin: 'https://evil.example' }));
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'balance' }, origin: location.origin }));
    window.dispatchEvent(new MessageEvent('message', { data: message, origin: location.origin }));
    stop();
    window.dispatchEvent(new MessageEvent('message', { data: message, origin: location.origin }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith(message);
  });
});
