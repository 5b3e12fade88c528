import { HUB_PATH, type HubChannel } from '@playline/contract/hub-keys';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import {
  type ChannelMessage,
  createHubClient,
  type HubClient,
  type HubMessage,
  type HubMessageType,
  type HubState,
} from './hub-client';
import { markHubStarted } from './hub-started';
import { liveOdds } from './live-odds';

/** How often the live odds store forgets events nobody follows any more. */
const PRUNE_EVERY_MS = 60_000;

let client: HubClient | null = null;
let pruneTimer: ReturnType<typeof setInterval> | null = null;
const onCreated = new Set<() => void>();

/** The hub's WebSocket URL on the page's own origin (the session cookie goes with it). */
export function hubUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${HUB_PATH}`;
}

/** The tab's one hub client, created (and connected) on first call. */
export function getHub(): HubClient {
  if (client) return client;
  const hub = createHubClient({ url: hubUrl(window.location) });
  client = hub;
  // Every event and live-overview message feeds the odds store, whoever holds the channel.
  const feed = (message: ChannelMessage) => liveOdds.feed(message);
  hub.on('event', feed);
  hub.on('live', feed);
  pruneTimer = setInterval(() => {
    liveOdds.prune((eventId) => hub.isSubscribed(`event:${eventId}`) || hub.isSubscribed('live'), Date.now());
  }, PRUNE_EVERY_MS);
  for (const listener of [...onCreated]) listener();
  markHubStarted(closeHub);
  return hub;
}

/** Closes the socket and forgets the client, at the app's root unmounting (`useHubLifetime`). */
function closeHub(): void {
  client?.close();
  client = null;
  if (pruneTimer !== null) clearInterval(pruneTimer);
  pruneTimer = null;
  markHubStarted(null);
}

/** The client if something already started it; listeners and state readers wait for it instead of starting it. */
export function peekHub(): HubClient | null {
  return client;
}

/** Calls `attach` with the client now or once it exists; returns what undoes it. */
function whenHub(attach: (hub: HubClient) => () => void): () => void {
  let detach: (() => void) | null = null;
  const created = () => {
    onCreated.delete(created);
    if (client) detach = attach(client);
  };
  if (client) detach = attach(client);
  else onCreated.add(created);
  return () => {
    onCreated.delete(created);
    detach?.();
  };
}

/** Holds a public channel while the component is mounted (null holds nothing); starts the hub if needed. */
export function useHubChannel(channel: HubChannel | null, listener?: (message: ChannelMessage) => void): void {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => {
    if (channel === null) return;
    return getHub().subscribe(channel, (message) => latest.current?.(message));
  }, [channel]);
}

/**
 * Every hub message of one type while the component is mounted. It does not start the hub: the shell does, once
 * the page is idle, and the listener is attached then.
 */
export function useHubMessage<T extends HubMessageType>(type: T, listener: (message: HubMessage<T>) => void): void {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => whenHub((hub) => hub.on(type, (message) => latest.current(message))), [type]);
}

function subscribeState(listener: () => void): () => void {
  return whenHub((hub) => {
    // The client may have changed state between creation and this subscription.
    listener();
    return hub.onState(listener);
  });
}

const readState = (): HubState => client?.state ?? 'connecting';

/** The connection's state; `connecting` until the hub has started. */
export function useHubState(): HubState {
  return useSyncExternalStore(subscribeState, readState, readState);
}
