import { type ReactNode, useEffect, useState } from 'react';

/**
 * Renders its children only once the page has been open `afterMs` (counted from the page's start): a part that
 * cannot be due before then (the registration invitation waits 45 s) stays out of the first load.
 */
export function LoadLater({ afterMs, children }: { afterMs: number; children: ReactNode }) {
  const [due, setDue] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setDue(true), Math.max(0, afterMs - performance.now()));
    return () => window.clearTimeout(timer);
  }, [afterMs]);
  return due ? children : null;
}
