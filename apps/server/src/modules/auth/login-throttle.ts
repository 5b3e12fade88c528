import type { WindowStore } from './window-store';

export interface LoginLimits {
  windowMs: number;
  /** Failed attempts per account within the window before 429. */
  maxPerAccount: number;
  /** Failed attempts per IP address within the window before 429. */
  maxPerIp: number;
  /** Failures after which every further attempt on the account is answered late. */
  delayAfter: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  windowMs: 15 * 60_000,
  maxPerAccount: 10,
  maxPerIp: 50,
  delayAfter: 3,
  baseDelayMs: 250,
  maxDelayMs: 4000,
};

export type Assessment = { blocked: true; retryAfterMs: number } | { blocked: false; delayMs: number; attempt: number };

/**
 * Brute-force protection for logins: failures are counted per account and per IP over a sliding window. From
 * `delayAfter` failures on an account each answer is delayed (doubling up to `maxDelayMs`); at the limits the
 * answer is 429 until enough failures leave the window. Nothing locks an account for good.
 *
 * An attempt is counted when it starts (so a burst of parallel guesses cannot all slip under the limit) and
 * taken back when it succeeds; a success also clears the account's count.
 */
export class LoginThrottle {
  constructor(
    private readonly store: WindowStore,
    private readonly limits: LoginLimits,
  ) {}

  begin(accountKey: string, ip: string, now: number): Assessment {
    const { windowMs, maxPerAccount, maxPerIp } = this.limits;
    const account = this.store.recent(`account:${accountKey}`, now, windowMs);
    const address = this.store.recent(`ip:${ip}`, now, windowMs);
    const retryAfterMs = Math.max(
      this.#retryAfter(account, maxPerAccount, now),
      this.#retryAfter(address, maxPerIp, now),
    );
    if (retryAfterMs > 0) return { blocked: true, retryAfterMs };
    this.store.add(`account:${accountKey}`, now);
    this.store.add(`ip:${ip}`, now);
    return { blocked: false, delayMs: this.#delay(account.length), attempt: now };
  }

  succeeded(accountKey: string, ip: string, attempt: number): void {
    this.store.clear(`account:${accountKey}`);
    this.store.remove(`ip:${ip}`, attempt);
  }

  /** Time until the count drops below `max`: when the oldest failure that keeps it at the limit expires. */
  #retryAfter(events: number[], max: number, now: number): number {
    if (events.length < max) return 0;
    const expiring = events[events.length - max] ?? now;
    return Math.max(1, expiring + this.limits.windowMs - now);
  }

  #delay(failures: number): number {
    const { delayAfter, baseDelayMs, maxDelayMs } = this.limits;
    if (failures < delayAfter) return 0;
    return Math.min(maxDelayMs, baseDelayMs * 2 ** (failures - delayAfter));
  }
}
