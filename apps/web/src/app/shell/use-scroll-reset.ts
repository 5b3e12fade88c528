import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Navigation scrolls to the top each time (spec §2). The first location is not a navigation: someone who already
 * scrolled the prerendered home page (decision 006) stays where they are when the app takes over.
 */
export function useScrollReset(): void {
  const { key } = useLocation();
  const first = useRef(true);
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (key) window.scrollTo(0, 0);
  }, [key]);
}
