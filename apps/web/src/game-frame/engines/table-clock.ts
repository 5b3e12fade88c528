/**
 * The table's clock as the server keeps it: each message carries `serverTime`, and the difference to this device's
 * clock (which may be minutes off) corrects every countdown, so "bets close in 3 s" means the server's 3 s.
 */
export function createServerClock(now: () => number = Date.now) {
  let offset = 0;
  return {
    /** Learns the offset from a message that just arrived. */
    sync(serverTime: number) {
      offset = serverTime - now();
    },
    now: () => now() + offset,
    /** Whole seconds left until a server time, rounded up, never below 0. */
    secondsUntil(serverAt: number) {
      return Math.max(0, Math.ceil((serverAt - (now() + offset)) / 1000));
    },
  };
}
