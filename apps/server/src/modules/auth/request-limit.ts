import type { WindowStore } from './window-store';

/** At most `max` events per key within `windowMs` (registrations or reset requests per IP, resets per account). */
export class RequestLimit {
  constructor(
    private readonly store: WindowStore,
    private readonly name: string,
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Counts the event and answers 0, or answers how long to wait (ms) when the limit is reached. */
  take(key: string, now: number): number {
    const events = this.store.recent(`${this.name}:${key}`, now, this.windowMs);
    if (events.length >= this.max) return Math.max(1, (events[events.length - this.max] ?? now) + this.windowMs - now);
    this.store.add(`${this.name}:${key}`, now);
    return 0;
  }
}
