import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageReload } from '#app/lib/page-reload.ts';
import { useReloadOnVisible } from './use-reload-on-visible';

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('reload on becoming visible (spec §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
  });
  afterEach(() => {
    setVisibility('visible');
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('reloads 100 ms after the page returns from being hidden longer than the configured seconds', () => {
    renderHook(() => useReloadOnVisible(60));
    setVisibility('hidden');
    vi.advanceTimersByTime(61_000);
    setVisibility('visible');
    vi.advanceTimersByTime(99);
    expect(pageReload.reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(pageReload.reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload after a shorter absence, nor when the brand configures no limit', () => {
    renderHook(() => useReloadOnVisible(60));
    renderHook(() => useReloadOnVisible(0));
    setVisibility('hidden');
    vi.advanceTimersByTime(59_000);
    setVisibility('visible');
    vi.advanceTimersByTime(1_000);
    expect(pageReload.reload).not.toHaveBeenCalled();
  });

  it('forgets a pending reload when the shell unmounts', () => {
    const { unmount } = renderHook(() => useReloadOnVisible(1));
    setVisibility('hidden');
    vi.advanceTimersByTime(2_000);
    setVisibility('visible');
    unmount();
    vi.advanceTimersByTime(200);
    expect(pageReload.reload).not.toHaveBeenCalled();
  });
});
