/**
 * A least-recently-used map bounded by entry count and by a total weight (the characters of cached JSON), so a
 * burst of distinct queries cannot grow memory without limit.
 */
export class LruCache<V> {
  readonly #entries = new Map<string, { value: V; weight: number }>();
  #weight = 0;

  constructor(
    readonly maxEntries: number,
    readonly maxWeight: number,
    readonly weigh: (value: V) => number = () => 1,
  ) {}

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    // Re-inserting moves the key to the end: Map iteration order is the eviction order.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    const weight = this.weigh(value);
    this.delete(key);
    // Too heavy to share the cache with anything: serve it, do not keep it.
    if (weight > this.maxWeight) return;
    this.#entries.set(key, { value, weight });
    this.#weight += weight;
    for (const [oldest, entry] of this.#entries) {
      if (this.#entries.size <= this.maxEntries && this.#weight <= this.maxWeight) break;
      this.#entries.delete(oldest);
      this.#weight -= entry.weight;
    }
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#weight -= entry.weight;
  }
}
