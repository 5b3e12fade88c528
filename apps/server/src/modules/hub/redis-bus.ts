import { Redis } from 'ioredis';
import type { Bus, BusListener } from './bus';

/** Channels of different deployments sharing one Redis do not meet. */
const DEFAULT_PREFIX = 'playline:hub:';

/**
 * Fan-out through Redis pub/sub: every instance publishes to Redis and receives the channels its own sockets hold.
 * ioredis reconnects by itself and re-subscribes the channels it had, so a Redis restart heals without us; what
 * was published while it was down is lost, which the clients absorb (they resync from snapshots on resubscribe).
 */
export function createRedisBus(url: string, onError: (error: unknown) => void, prefix = DEFAULT_PREFIX): Bus {
  const options = { lazyConnect: false, maxRetriesPerRequest: null, enableOfflineQueue: true };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  publisher.on('error', onError);
  subscriber.on('error', onError);
  const listeners = new Map<string, Set<BusListener>>();
  const ready = new Map<string, Promise<void>>();

  subscriber.on('message', (prefixed: string, payload: string) => {
    const channel = prefixed.slice(prefix.length);
    const set = listeners.get(channel);
    if (set) for (const listener of set) listener(payload, channel);
  });

  return {
    publish(channel, payload) {
      publisher.publish(prefix + channel, payload).catch(onError);
    },
    subscribe(channel, listener) {
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        // Every listener of the channel waits for the same confirmation from Redis.
        ready.set(
          channel,
          subscriber.subscribe(prefix + channel).then(() => undefined),
        );
      }
      set.add(listener);
      return ready.get(channel) ?? Promise.resolve();
    },
    unsubscribe(channel, listener) {
      const set = listeners.get(channel);
      if (!set) return;
      set.delete(listener);
      if (set.size > 0) return;
      listeners.delete(channel);
      ready.delete(channel);
      subscriber.unsubscribe(prefix + channel).catch(onError);
    },
    isConnected: () => publisher.status === 'ready' && subscriber.status === 'ready',
    async close() {
      listeners.clear();
      ready.clear();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
