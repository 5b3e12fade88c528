import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** Navigation scrolls to the top each time (spec §2). */
export function useScrollReset(): void {
  const { key } = useLocation();
  useLayoutEffect(() => {
    if (key) window.scrollTo(0, 0);
  }, [key]);
}
