/**
 * How hub messages travel between instances. Payloads are serialized once by the publisher and delivered as the
 * same string to every listener (and from there to every socket), so fan-out never re-encodes.
 */
export type BusListener = (payload: string, channel: string) => void;

export interface Bus {
  publish(channel: string, payload: string): void;
  /** Starts delivering `channel` to `listener`; the returned promise settles once the subscription is live. */
  subscribe(channel: string, listener: BusListener): Promise<void>;
  unsubscribe(channel: string, listener: BusListener): void;
  /** Whether messages can travel now (for the readiness check): always for the in-process bus. */
  isConnected(): boolean;
  /**
   * Calls `listener` when messages may have been lost on their way between instances (the bus was interrupted and
   * is back): whoever holds client sockets tells them to read the current state again. Never, in-process.
   */
  onResync(listener: () => void): () => void;
  close(): Promise<void>;
}

/** One process: publishing calls the listeners directly (on the next tick, as a remote bus would). */
export function createLocalBus(): Bus {
  const listeners = new Map<string, Set<BusListener>>();
  return {
    publish(channel, payload) {
      const set = listeners.get(channel);
      if (!set) return;
      queueMicrotask(() => {
        for (const listener of set) listener(payload, channel);
      });
    },
    async subscribe(channel, listener) {
      const set = listeners.get(channel) ?? new Set();
      listeners.set(channel, set);
      set.add(listener);
    },
    unsubscribe(channel, listener) {
      const set = listeners.get(channel);
      if (!set) return;
      set.delete(listener);
      if (set.size === 0) listeners.delete(channel);
    },
    isConnected: () => true,
    // Nothing is ever lost between a process and itself.
    onResync: () => () => undefined,
    async close() {
      listeners.clear();
    },
  };
}
