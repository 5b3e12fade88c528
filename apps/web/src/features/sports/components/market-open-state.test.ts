import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MARKET_OPEN_KEY } from './market-open-state';

/** The module as the next page load of the tab evaluates it, with what session storage holds by then. */
async function nextPageLoad() {
  vi.resetModules();
  return import('./market-open-state');
}

describe('which markets are open', () => {
  it('keeps a choice in session storage, so the next page load of the tab starts from it', async () => {
    const first = await nextPageLoad();
    const total = renderHook(() => first.useMarketOpen('ou', 0));
    expect(total.result.current[0]).toBe(true);
    act(() => total.result.current[1]());
    expect(total.result.current[0]).toBe(false);

    const next = await nextPageLoad();
    expect(renderHook(() => next.useMarketOpen('ou', 0)).result.current[0]).toBe(false);
    expect(renderHook(() => next.useMarketOpen('1x2', 0)).result.current[0]).toBe(true);
  });

  it('restores what the tab stored, and ignores a stored value of another shape', async () => {
    sessionStorage.setItem(MARKET_OPEN_KEY, JSON.stringify({ cs: true, ou: false }));
    const stored = await nextPageLoad();
    expect(renderHook(() => stored.useMarketOpen('cs', 9)).result.current[0]).toBe(true);
    expect(renderHook(() => stored.useMarketOpen('ou', 0)).result.current[0]).toBe(false);

    sessionStorage.setItem(MARKET_OPEN_KEY, JSON.stringify({ cs: 'yes' }));
    const edited = await nextPageLoad();
    expect(renderHook(() => edited.useMarketOpen('cs', 9)).result.current[0]).toBe(false);
  });
});
