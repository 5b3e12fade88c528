import { type RefCallback, useCallback, useState } from 'react';

/**
 * True once the element has come within `margin` of the viewport, and true for good after that: content far below
 * the fold (the SEO text, and the HTML sanitiser it needs) then costs nothing until a reader, or a crawler's tall
 * viewport, gets near it. Where IntersectionObserver is missing it is true at once, unless `initially` says what
 * the first render draws: a page the server renders must start as a browser does, whatever the server lacks.
 */
export function useNearViewport<T extends Element>(
  margin = '600px',
  initially?: boolean,
  /** `parent`: near the visible part of the element's scrolling parent instead (a row that scrolls sideways). */
  within: 'viewport' | 'parent' = 'viewport',
): [RefCallback<T>, boolean] {
  const [near, setNear] = useState(() => initially ?? typeof IntersectionObserver === 'undefined');
  const ref = useCallback(
    (element: T | null) => {
      if (!element || near) return;
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
        { root: within === 'parent' ? element.parentElement : null, rootMargin: margin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near, margin, within],
  );
  return [ref, near];
}
