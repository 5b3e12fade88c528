import type { Rate } from '../config/env-fields';
import { Lru } from './lru';

interface Bucket {
  tokens: number;
  at: number;
}

/** Keys remembered at most: under a spray of keys the least recently seen are forgotten (memory stays bounded). */
const MAX_KEYS = 100_000;

/**
 * A token bucket per key: `burst` calls at once, then `perMinute` a minute, refilled continuously. A player
 * tapping legs or saving a slip never meets it; a script does within a second. Counts live in this process.
 */
export class RateLimiter {
  readonly #buckets: Lru<string, Bucket>;

  constructor(
    readonly rate: Rate,
    maxKeys = MAX_KEYS,
  ) {
    this.#buckets = new Lru(maxKeys);
  }

  /** Takes one call for `key`: answers 0 when allowed, else the milliseconds until the next call would be. */
  take(key: string, now: number): number {
    const { burst, perMinute } = this.rate;
    const bucket = this.#buckets.get(key) ?? { tokens: burst, at: now };
    const refilled = Math.min(burst, bucket.tokens + (Math.max(0, now - bucket.at) * perMinute) / 60_000);
    if (refilled >= 1) {
      this.#buckets.set(key, { tokens: refilled - 1, at: now });
      return 0;
    }
    this.#buckets.set(key, { tokens: refilled, at: now });
    return Math.max(1, Math.ceil(((1 - refilled) * 60_000) / perMinute));
  }
}
