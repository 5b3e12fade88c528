import type { HubClientMessage, HubServerMessage } from '@playline/contract/hub';
import {
  HUB_CLOSE_SESSION_ENDED,
  HUB_HEARTBEAT_MS,
  HUB_MAX_SUBSCRIPTIONS,
  type HubChannel,
} from '@playline/contract/hub-keys';
import { backoffDelay } from './backoff';

/**
 * The browser's side of the realtime hub (design §7): one WebSocket, reconnected with backoff and jitter, its public
 * channels re-subscribed on every new socket, replaced when it goes quiet. Messages are typed, not parsed (decision
 * 008: they come from our own server, and zod stays out of the browser's realtime path).
 */

export type HubState = 'connecting' | 'open' | 'reconnecting' | 'offline';
export type HubMessageType = HubServerMessage['type'];
export type HubMessage<T extends HubMessageType = HubMessageType> = Extract<HubServerMessage, { type: T }>;
/** What a public channel carries: `event:<id>` its event's updates, `live` the overview's. */
export type ChannelMessage = HubMessage<'event'> | HubMessage<'live'>;

/** The part of the browser's WebSocket the client uses (tests pass a fake). */
export interface HubSocket {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}
export type HubSocketConstructor = new (url: string) => HubSocket;

/** Whether the device has a network at all (`navigator.onLine` and its events in the browser). */
export interface Connectivity {
  isOnline(): boolean;
  onChange(listener: (online: boolean) => void): () => void;
}

export interface HubClientOptions {
  url: string;
  WebSocket?: HubSocketConstructor;
  random?: () => number;
  now?: () => number;
  setTimeout?: (callback: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
  connectivity?: Connectivity;
}

export interface HubClient {
  readonly state: HubState;
  onState(listener: (state: HubState) => void): () => void;
  /** Holds a public channel (reference counted: the server hears only the first hold and the last release). */
  subscribe(channel: HubChannel, listener?: (message: ChannelMessage) => void): () => void;
  isSubscribed(channel: HubChannel): boolean;
  /** Every server message of one type, whatever channel brought it. */
  on<T extends HubMessageType>(type: T, listener: (message: HubMessage<T>) => void): () => void;
  /** A new socket now: the server reads the session cookie only at the upgrade, so login and logout need one. */
  reconnect(): void;
  /**
   * The server closed the socket because its session ended (a logout or a password reset, maybe on another
   * device): the client has already reconnected, as a visitor; the listener refreshes who is logged in.
   */
  onSessionEnded(listener: () => void): () => void;
  close(): void;
}

const OPEN = 1;
const CLOSING = 2;
/** The socket is gone when nothing (a heartbeat or anything else) arrived for this many heartbeat periods. */
const STALE_HEARTBEATS = 2;

type Listener = (message: never) => void;

export function createHubClient(options: HubClientOptions): HubClient {
  const Socket = options.WebSocket ?? (globalThis.WebSocket as unknown as HubSocketConstructor);
  const random = options.random ?? Math.random;
  const now = options.now ?? Date.now;
  const setTimer = options.setTimeout ?? ((callback, ms) => globalThis.setTimeout(callback, ms));
  const clearTimer = options.clearTimeout ?? ((handle) => globalThis.clearTimeout(handle as number));
  const connectivity = options.connectivity ?? browserConnectivity();

  let state: HubState = 'connecting';
  let socket: HubSocket | null = null;
  let attempt = 0;
  let everOpened = false;
  let closed = false;
  let retryTimer: unknown = null;
  let staleTimer: unknown = null;
  let heartbeatMs = HUB_HEARTBEAT_MS;
  let lastMessageAt = 0;
  const holds = new Map<HubChannel, number>();
  const channelListeners = new Map<string, Set<Listener>>();
  const typeListeners = new Map<string, Set<Listener>>();
  const stateListeners = new Set<(state: HubState) => void>();
  const sessionEndedListeners = new Set<() => void>();
  // Channel changes wait for the end of the current task: a screen mounting fifty rows sends one message, and a
  // release followed by a new hold (a re-render, React's strict mode) sends none.
  const toSubscribe = new Set<HubChannel>();
  const toUnsubscribe = new Set<HubChannel>();
  let flushQueued = false;

  function setState(next: HubState) {
    if (state === next) return;
    state = next;
    for (const listener of [...stateListeners]) listener(next);
  }

  function send(message: HubClientMessage) {
    if (socket?.readyState === OPEN) socket.send(JSON.stringify(message));
  }

  function sendChannels(type: 'subscribe' | 'unsubscribe', channels: HubChannel[]) {
    for (let start = 0; start < channels.length; start += HUB_MAX_SUBSCRIPTIONS) {
      send({ type, channels: channels.slice(start, start + HUB_MAX_SUBSCRIPTIONS) });
    }
  }

  function connect() {
    retryTimer = null;
    if (closed) return;
    if (!connectivity.isOnline()) {
      setState('offline');
      return;
    }
    setState(everOpened || attempt > 0 ? 'reconnecting' : 'connecting');
    const next = new Socket(options.url);
    socket = next;
    next.onopen = () => {
      if (socket === next) opened();
    };
    next.onmessage = (event) => {
      if (socket === next) received(event.data);
    };
    next.onclose = (event) => {
      if (socket !== next) return;
      discardSocket();
      if ((event as { code?: number } | null)?.code !== HUB_CLOSE_SESSION_ENDED) return scheduleRetry();
      // Not a failure: the session is over. A new socket at once, under whatever the cookie says now.
      attempt = 0;
      connect();
      for (const listener of [...sessionEndedListeners]) listener();
    };
    // An error is always followed by close, which decides what happens next.
    next.onerror = () => undefined;
  }

  function opened() {
    everOpened = true;
    lastMessageAt = now();
    armStale();
    // Whatever was queued is covered by subscribing every channel held now.
    toSubscribe.clear();
    toUnsubscribe.clear();
    sendChannels('subscribe', [...holds.keys()]);
    setState('open');
  }

  function received(data: unknown) {
    lastMessageAt = now();
    let message: HubServerMessage;
    try {
      message = JSON.parse(String(data)) as HubServerMessage;
    } catch {
      return;
    }
    if (message.type === 'hello') {
      if (message.heartbeatMs > 0) heartbeatMs = message.heartbeatMs;
      // Only a socket the server greeted counts as a success; one that opens and drops keeps backing off.
      attempt = 0;
      armStale();
    }
    const channel = message.type === 'event' ? `event:${message.eventId}` : message.type === 'live' ? 'live' : null;
    if (channel) emit(channelListeners.get(channel), message);
    emit(typeListeners.get(message.type), message);
  }

  function emit(listeners: Set<Listener> | undefined, message: HubServerMessage) {
    if (!listeners) return;
    for (const listener of [...listeners]) {
      try {
        (listener as (value: HubServerMessage) => void)(message);
      } catch (error) {
        // One broken listener must not starve the others of their messages.
        report(error);
      }
    }
  }

  function armStale() {
    if (staleTimer !== null) clearTimer(staleTimer);
    // One timer per heartbeat period, not one per message: at 500 messages a second that is the difference.
    const due = lastMessageAt + STALE_HEARTBEATS * heartbeatMs - now();
    staleTimer = setTimer(checkStale, Math.max(0, due));
  }

  function checkStale() {
    staleTimer = null;
    if (!socket) return;
    if (now() - lastMessageAt >= STALE_HEARTBEATS * heartbeatMs) {
      // A half-open connection (a sleeping laptop, a dropped NAT entry) never fires close: replace it ourselves.
      discardSocket();
      scheduleRetry();
      return;
    }
    armStale();
  }

  function discardSocket() {
    if (staleTimer !== null) clearTimer(staleTimer);
    staleTimer = null;
    const old = socket;
    socket = null;
    if (!old) return;
    old.onopen = null;
    old.onmessage = null;
    old.onclose = null;
    old.onerror = null;
    if (old.readyState < CLOSING) {
      try {
        old.close(1000, 'replaced');
      } catch {
        // Closing a socket that is still connecting can throw in old browsers; it is dropped either way.
      }
    }
  }

  function cancelRetry() {
    if (retryTimer !== null) clearTimer(retryTimer);
    retryTimer = null;
  }

  function scheduleRetry() {
    if (closed) return;
    if (!connectivity.isOnline()) {
      setState('offline');
      return;
    }
    setState('reconnecting');
    const delay = backoffDelay(attempt, random);
    attempt += 1;
    retryTimer = setTimer(connect, delay);
  }

  function queueChange(channel: HubChannel, hold: boolean) {
    const [add, cancel] = hold ? [toSubscribe, toUnsubscribe] : [toUnsubscribe, toSubscribe];
    if (!cancel.delete(channel)) add.add(channel);
    if (flushQueued) return;
    flushQueued = true;
    queueMicrotask(() => {
      flushQueued = false;
      const release = [...toUnsubscribe];
      const hold = [...toSubscribe];
      toUnsubscribe.clear();
      toSubscribe.clear();
      // Not open: the next socket subscribes whatever is held then.
      if (socket?.readyState !== OPEN) return;
      sendChannels('unsubscribe', release);
      sendChannels('subscribe', hold);
    });
  }

  function addListener(map: Map<string, Set<Listener>>, key: string, listener: Listener): () => void {
    const set = map.get(key) ?? new Set();
    set.add(listener);
    map.set(key, set);
    return () => {
      set.delete(listener);
      if (set.size === 0 && map.get(key) === set) map.delete(key);
    };
  }

  const stopConnectivity = connectivity.onChange((online) => {
    if (closed) return;
    if (!online) {
      cancelRetry();
      discardSocket();
      setState('offline');
    } else if (!socket) {
      // Back on a network: try at once rather than wait out a long backoff.
      cancelRetry();
      attempt = 0;
      connect();
    }
  });

  connect();

  return {
    get state() {
      return state;
    },
    onState(listener) {
      stateListeners.add(listener);
      return () => {
        stateListeners.delete(listener);
      };
    },
    subscribe(channel, listener) {
      const count = holds.get(channel) ?? 0;
      holds.set(channel, count + 1);
      if (count === 0) queueChange(channel, true);
      const removeListener = listener ? addListener(channelListeners, channel, listener as Listener) : null;
      let held = true;
      return () => {
        if (!held) return;
        held = false;
        removeListener?.();
        const left = (holds.get(channel) ?? 1) - 1;
        if (left > 0) {
          holds.set(channel, left);
        } else {
          holds.delete(channel);
          queueChange(channel, false);
        }
      };
    },
    isSubscribed: (channel) => holds.has(channel),
    on(type, listener) {
      return addListener(typeListeners, type, listener as Listener);
    },
    onSessionEnded(listener) {
      sessionEndedListeners.add(listener);
      return () => sessionEndedListeners.delete(listener);
    },
    reconnect() {
      if (closed) return;
      cancelRetry();
      discardSocket();
      attempt = 0;
      connect();
    },
    close() {
      closed = true;
      cancelRetry();
      discardSocket();
      stopConnectivity();
      setState('offline');
    },
  };
}

/** `navigator.onLine` with its `online`/`offline` events; always online where there is no window (tests, SSR). */
function browserConnectivity(): Connectivity {
  return {
    isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
    onChange(listener) {
      if (typeof window === 'undefined') return () => undefined;
      const online = () => listener(true);
      const offline = () => listener(false);
      window.addEventListener('online', online);
      window.addEventListener('offline', offline);
      return () => {
        window.removeEventListener('online', online);
        window.removeEventListener('offline', offline);
      };
    },
  };
}

function report(error: unknown) {
  if (typeof globalThis.reportError === 'function') globalThis.reportError(error);
  else console.error(error);
}
