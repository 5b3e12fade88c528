import { useLayoutEffect, useState } from 'react';

/**
 * The inner width of an element, followed as it resizes; 0 until it is measured (before the first paint, in a
 * layout effect) and where ResizeObserver is missing.
 */
export function useElementWidth(element: HTMLElement | null): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}
