/**
 * Event times per key over a sliding window: what login throttling and request limits count. In memory for one
 * instance; behind this interface so a Redis sorted-set store can share the counts between instances later.
 */
export interface WindowStore {
  /** Times (ms) of the key's events newer than `now - windowMs`, oldest first. */
  recent(key: string, now: number, windowMs: number): number[];
  add(key: string, at: number): void;
  /** Forgets one event (an attempt that turned out fine). */
  remove(key: string, at: number): void;
  clear(key: string): void;
}

/** Above this many keys, a write sweeps out keys with no recent events (memory stays bounded under a spray). */
const SWEEP_ABOVE = 10_000;

export class MemoryWindowStore implements WindowStore {
  readonly #events = new Map<string, number[]>();

  constructor(private readonly horizonMs: number) {}

  recent(key: string, now: number, windowMs: number): number[] {
    return (this.#events.get(key) ?? []).filter((at) => at > now - windowMs);
  }

  add(key: string, at: number): void {
    if (this.#events.size > SWEEP_ABOVE) this.#sweep(at);
    const kept = this.recent(key, at, this.horizonMs);
    kept.push(at);
    this.#events.set(key, kept);
  }

  remove(key: string, at: number): void {
    const events = this.#events.get(key);
    const index = events?.indexOf(at) ?? -1;
    if (events && index >= 0) events.splice(index, 1);
  }

  clear(key: string): void {
    this.#events.delete(key);
  }

  #sweep(now: number) {
    for (const [key, events] of this.#events) {
      if (!events.some((at) => at > now - this.horizonMs)) this.#events.delete(key);
    }
  }
}
