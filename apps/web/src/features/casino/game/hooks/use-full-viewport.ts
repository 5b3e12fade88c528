import { type RefObject, useEffect } from 'react';

/**
 * While the game is open: the page behind it does not scroll (iOS Safari would otherwise scroll the body under a
 * fixed layer), and where `100dvh` is unknown (iOS Safari before 15.4) the screen takes its height from the visual
 * viewport, which excludes the browser's bars; the CSS's `-webkit-fill-available` covers the first paint.
 */
export function useFullViewport(screen: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = document.documentElement;
    const previous = { root: root.style.overflow, body: document.body.style.overflow };
    root.style.overflow = 'hidden';
    document.body.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous.root;
      document.body.style.overflow = previous.body;
    };
  }, []);

  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport || supportsDynamicViewport()) return;
    const fit = () => {
      if (screen.current) screen.current.style.height = `${Math.round(viewport.height)}px`;
    };
    fit();
    viewport.addEventListener('resize', fit);
    return () => viewport.removeEventListener('resize', fit);
  }, [screen]);
}

function supportsDynamicViewport(): boolean {
  return typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('height', '100dvh');
}
