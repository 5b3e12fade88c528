import { useEffect, useState } from 'react';

/** Minutes and seconds since `startedAt` (epoch ms): `07:42`; minutes keep counting past 59 (`75:03`). */
export function formatElapsed(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The session timer of the game bar: re-renders once a second while the game is open. */
export function useSessionTimer(startedAt: number): string {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return formatElapsed(now - startedAt);
}
