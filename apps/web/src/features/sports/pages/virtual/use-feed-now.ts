import { useEffect, useRef, useState } from 'react';

const TICK_MS = 1_000;

/**
 * The feed's clock in the browser, ticking every second: the device clock plus the offset the board's `now` showed
 * on arrival. A cached answer's `now` is a few seconds old, which only makes the offset smaller, so the largest
 * offset seen is the truest.
 */
export function useFeedNow(serverNow: string | undefined, receivedAt: number): number {
  const offset = useRef<number | null>(null);
  if (serverNow !== undefined && receivedAt > 0) {
    const seen = Date.parse(serverNow) - receivedAt;
    if (offset.current === null || seen > offset.current) offset.current = seen;
  }
  const [deviceNow, setDeviceNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setDeviceNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return deviceNow + (offset.current ?? 0);
}
