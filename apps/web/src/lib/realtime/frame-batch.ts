export type RequestFrame = (callback: () => void) => unknown;

/** `requestAnimationFrame` where there is one; elsewhere (tests without it, workers) the next macrotask. */
const defaultRequestFrame: RequestFrame = (callback) =>
  typeof requestAnimationFrame === 'function' ? requestAnimationFrame(callback) : setTimeout(callback, 16);

export interface FrameBatch<K, V> {
  /** Records the newest value of a key; the batch applies it with the others at the next frame. */
  set(key: K, value: V): void;
  /** The value waiting for the next frame, if any. */
  pending(key: K): V | undefined;
  /** Applies what is waiting now (tests, or a caller that must read through). */
  flush(): void;
}

/**
 * Collects changes and applies them once per animation frame, the newest value per key winning. A price that moves
 * five times between two frames costs one render, and a burst of hundreds of changes a second turns into one
 * bounded piece of work per frame. A hidden tab gets no frames: the map then holds at most one value per key.
 */
export function createFrameBatch<K, V>(
  apply: (changes: Map<K, V>) => void,
  requestFrame: RequestFrame = defaultRequestFrame,
): FrameBatch<K, V> {
  let changes = new Map<K, V>();
  let scheduled = false;

  function flush() {
    scheduled = false;
    if (changes.size === 0) return;
    const batch = changes;
    changes = new Map();
    apply(batch);
  }

  return {
    set(key, value) {
      changes.set(key, value);
      if (scheduled) return;
      scheduled = true;
      requestFrame(flush);
    },
    pending: (key) => changes.get(key),
    flush,
  };
}
