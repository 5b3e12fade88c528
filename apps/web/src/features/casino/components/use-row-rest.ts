import { type RefCallback, useCallback, useState } from 'react';

/** How far beyond a row's visible part a placeholder starts the rest of its tiles: less than a tile, so a phone's row, whose fifth tile starts some 180 px beyond its edge, waits for the player. */
const SIDEWAYS_MARGIN = '0px 100px';

/**
 * True once a row's first placeholder comes within 100 px of the row's visible part, and true for good after that:
 * the player scrolls the row sideways, or a wide screen shows more tiles than a phone. Until then the row's tiles
 * beyond the first few cost nothing, not even in the browser's first idle moments. Without IntersectionObserver
 * it is true as soon as the placeholder is there.
 */
export function useRowRest(): [RefCallback<HTMLElement>, boolean] {
  const [near, setNear] = useState(false);
  const ref = useCallback(
    (placeholder: HTMLElement | null) => {
      if (!placeholder || near) return;
      if (typeof IntersectionObserver === 'undefined') {
        setNear(true);
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          setNear(true);
        },
        { root: placeholder.parentElement, rootMargin: SIDEWAYS_MARGIN },
      );
      observer.observe(placeholder);
      return () => observer.disconnect();
    },
    [near],
  );
  return [ref, near];
}
