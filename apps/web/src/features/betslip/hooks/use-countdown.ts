import { useEffect, useState } from 'react';

/** Whole seconds left of `seconds` counted from `since` (epoch ms), rounded up; null without a countdown. */
export function secondsLeft(since: number, seconds: number, now: number): number {
  return Math.max(0, Math.ceil((since + seconds * 1000 - now) / 1000));
}

/**
 * The seconds left of a countdown, re-read four times a second so the shown number changes close to when it should
 * (an interval of a whole second would drift up to a second behind). Null when there is no countdown.
 */
export function useCountdown(since: number | undefined, seconds: number | undefined): number | null {
  const [now, setNow] = useState(() => Date.now());
  const running = since !== undefined && seconds !== undefined && seconds > 0;
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [running]);
  return running ? secondsLeft(since, seconds, now) : null;
}
