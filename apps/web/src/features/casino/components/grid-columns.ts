import { useLayoutEffect, useState } from 'react';

/**
 * Tiles per row for a grid this wide: 3 on phones, 2 on very small phones (under 360 px, less the page's
 * padding), more as the content column widens on tablets and desktops.
 */
export function columnsForWidth(width: number): number {
  if (width < 328) return 2;
  if (width < 568) return 3;
  if (width < 760) return 4;
  if (width < 1000) return 5;
  return 6;
}

/** The width of the element the ref points at, followed as it resizes (the window's where that cannot be seen). */
export function useElementWidth(element: HTMLElement | null): number {
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? 0 : window.innerWidth));
  useLayoutEffect(() => {
    if (!element) return;
    const read = () => setWidth(element.clientWidth || window.innerWidth);
    read();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', read);
      return () => window.removeEventListener('resize', read);
    }
    const observer = new ResizeObserver(read);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}
