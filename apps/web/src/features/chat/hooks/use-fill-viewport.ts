import { type RefObject, useLayoutEffect } from 'react';

/**
 * Sizes a panel to reach from where it starts on the page down to the bottom of the viewport, less what the CSS
 * variable `--chat-bottom` keeps free (the tab bar and the home indicator on phones). Whatever the shell puts above
 * the page (a site notification, a shop bar) only moves where the panel starts, so the composer stays right above
 * the tab bar. Measured again when the viewport or anything above the panel changes size.
 */
export function useFillViewport(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const fit = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      element.style.setProperty('--chat-top', `${Math.max(0, Math.round(top))}px`);
    };
    fit();
    window.addEventListener('resize', fit);
    // The body changes size when something above the panel appears or goes (the panel's own height is fixed).
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(fit) : null;
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('resize', fit);
      observer?.disconnect();
    };
  }, [ref]);
}
