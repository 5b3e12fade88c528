export interface LruOptions<V> {
  /** Bound on the summed weight of the entries (default: none). */
  maxWeight?: number;
  /** An entry's weight, e.g. the characters of cached JSON (default: 1). */
  weigh?: (value: V) => number;
}

/**
 * A least-recently-used map bounded by entry count and, optionally, by a total weight, so no cache of the server
 * (simulator tables, serialized catalogue answers) can grow memory without limit.
 */
export class Lru<K, V> {
  readonly #entries = new Map<K, { value: V; weight: number }>();
  readonly #maxWeight: number;
  readonly #weigh: (value: V) => number;
  #weight = 0;

  constructor(
    readonly capacity: number,
    { maxWeight = Number.POSITIVE_INFINITY, weigh = () => 1 }: LruOptions<V> = {},
  ) {
    this.#maxWeight = maxWeight;
    this.#weigh = weigh;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    // Re-inserting moves the key to the end: Map iteration order is the eviction order.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** Stores the value (unless it alone outweighs the cache: then it is only returned) and returns it. */
  set(key: K, value: V): V {
    const weight = this.#weigh(value);
    this.delete(key);
    if (weight > this.#maxWeight) return value;
    this.#entries.set(key, { value, weight });
    this.#weight += weight;
    for (const [oldest, entry] of this.#entries) {
      if (this.#entries.size <= this.capacity && this.#weight <= this.#maxWeight) break;
      this.#entries.delete(oldest);
      this.#weight -= entry.weight;
    }
    return value;
  }

  getOrCreate(key: K, create: () => V): V {
    return this.get(key) ?? this.set(key, create());
  }

  delete(key: K): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#weight -= entry.weight;
  }
}
