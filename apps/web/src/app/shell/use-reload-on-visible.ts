import { RELOAD_ON_VISIBLE_DELAY_MS } from '@playline/contract/constants';
import { useEffect } from 'react';
import { pageReload } from '#app/lib/page-reload.ts';

/**
 * Spec §4: a page hidden longer than the brand's configured seconds reloads 100 ms after it becomes visible again,
 * so a phone that kept the tab for hours shows today's prices and texts rather than yesterday's. The slip, language
 * and settings live in storage and survive it.
 */
export function useReloadOnVisible(seconds: number): void {
  useEffect(() => {
    if (seconds <= 0) return;
    let hiddenAt: number | null = document.visibilityState === 'hidden' ? Date.now() : null;
    let timer: number | undefined;
    const onChange = () => {
      if (document.visibilityState === 'hidden') {
        hiddenAt = Date.now();
        return;
      }
      if (hiddenAt !== null && Date.now() - hiddenAt > seconds * 1000) {
        timer = window.setTimeout(() => pageReload.reload(), RELOAD_ON_VISIBLE_DELAY_MS);
      }
      hiddenAt = null;
    };
    document.addEventListener('visibilitychange', onChange);
    return () => {
      document.removeEventListener('visibilitychange', onChange);
      window.clearTimeout(timer);
    };
  }, [seconds]);
}
