import { Redis } from 'ioredis';
import type { Bus, BusListener } from './bus';
import { createResyncGate, RESYNC_CHANNEL, type ResyncGateOptions } from './resync-gate';

/** Channels of different deployments sharing one Redis do not meet. */
const DEFAULT_PREFIX = 'playline:hub:';
/** Server-only channels (`control:sessions`, `control:resync`). */
const CONTROL_PREFIX = 'control:';

export interface RedisBusOptions {
  /** Channel prefix (tests use their own). */
  prefix?: string;
  /** Connection name in Redis' `CLIENT LIST` (`<name>:pub`, `<name>:sub`): operators and tests can tell them apart. */
  name?: string;
  /** The resync gate's timing (tests). */
  gate?: Pick<ResyncGateOptions, 'settleMs' | 'setTimeout' | 'clearTimeout'>;
}

/**
 * Fan-out through Redis pub/sub: every instance publishes to Redis and receives the channels its own sockets hold.
 * ioredis reconnects by itself and re-subscribes the channels it had. Pub/sub keeps nothing for a connection that
 * was down, so after an outage the clients resynchronise (decision 025): an instance whose subscriber reconnected
 * re-subscribes and then tells its sockets to resync; an instance that dropped messages while its publisher was
 * down announces it on RESYNC_CHANNEL once it is back, and every instance tells its sockets to resync.
 */
export function createRedisBus(url: string, onError: (error: unknown) => void, options: RedisBusOptions = {}): Bus {
  const prefix = options.prefix ?? DEFAULT_PREFIX;
  const name = options.name ?? 'playline-hub';
  const base = { lazyConnect: false, maxRetriesPerRequest: null, enableOfflineQueue: true };
  const publisher = new Redis(url, { ...base, connectionName: `${name}:pub` });
  const subscriber = new Redis(url, { ...base, connectionName: `${name}:sub` });
  publisher.on('error', onError);
  subscriber.on('error', onError);
  const listeners = new Map<string, Set<BusListener>>();
  const ready = new Map<string, Promise<void>>();
  const resyncListeners = new Set<() => void>();
  let closing = false;

  const gate = createResyncGate({
    ...options.gate,
    announce: () => publisher.publish(prefix + RESYNC_CHANNEL, '{}'),
    resync: () => {
      for (const listener of [...resyncListeners]) listener();
    },
  });

  // Until the publisher first connects, publishes wait in ioredis' queue (nothing was lost yet); after that, one made
  // while it is down is dropped and announced once it is back. Control messages (ended sessions, whose sockets must
  // close everywhere) are few and are not state a resync restores: they still wait in the queue.
  let publisherConnected = false;
  publisher.on('ready', () => {
    publisherConnected = true;
    gate.publisherReady();
  });

  let subscriberConnected = false;
  let subscriberLost = false;
  subscriber.on('close', () => {
    if (subscriberConnected && !closing) subscriberLost = true;
  });
  subscriber.on('ready', () => {
    const reconnected = subscriberLost;
    subscriberConnected = true;
    subscriberLost = false;
    if (!reconnected) return;
    // ioredis has re-sent its subscriptions already; ours queues behind them, so its answer says they are live.
    const channels = [...listeners.keys(), RESYNC_CHANNEL].map((channel) => prefix + channel);
    subscriber.subscribe(...channels).then(() => gate.gap(), onError);
  });
  void subscriber.subscribe(prefix + RESYNC_CHANNEL).catch(onError);

  subscriber.on('message', (prefixed: string, payload: string) => {
    const channel = prefixed.slice(prefix.length);
    if (channel === RESYNC_CHANNEL) return gate.gap();
    const set = listeners.get(channel);
    if (set) for (const listener of set) listener(payload, channel);
  });

  return {
    publish(channel, payload) {
      if (publisherConnected && publisher.status !== 'ready' && !channel.startsWith(CONTROL_PREFIX)) {
        gate.dropped();
        return;
      }
      publisher.publish(prefix + channel, payload).catch((error: unknown) => {
        gate.dropped();
        if (publisher.status === 'ready') gate.publisherReady();
        onError(error);
      });
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
    onResync(listener) {
      resyncListeners.add(listener);
      return () => resyncListeners.delete(listener);
    },
    async close() {
      closing = true;
      gate.close();
      listeners.clear();
      ready.clear();
      resyncListeners.clear();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
