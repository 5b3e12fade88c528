/** A bounded map that forgets the least recently used entry: every simulator cache is one, so memory stays flat. */
export class Lru<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly capacity: number) {}

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): V {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as K);
    return value;
  }

  getOrCreate(key: K, create: () => V): V {
    return this.get(key) ?? this.set(key, create());
  }

  get size(): number {
    return this.entries.size;
  }
}
