import { useEffect } from 'react';
import { createStore } from 'zustand/vanilla';

/**
 * Whether anything started the tab's hub yet, without loading the hub: the shell starts its hub services (the
 * connection indicator, a reconnect at login or logout) for a player at once, but for a visitor only once a screen
 * holds a channel, so a visitor's pre-match pages never open a socket they do not use. It also keeps what closes
 * the started hub, so the app's root can close the socket it owns without importing the hub.
 */
const startedHub = createStore<{ close: (() => void) | null }>()(() => ({ close: null }));

export function hubStarted(): boolean {
  return startedHub.getState().close !== null;
}

/** The hub started, and `close` closes it; null: it closed. */
export function markHubStarted(close: (() => void) | null): void {
  startedHub.setState({ close });
}

export const onHubStarted: (listener: () => void) => () => void = startedHub.subscribe;

/**
 * Called at the app's root: the socket a screen or the shell started lives as long as the app and closes when its
 * root unmounts (a test's cleanup, a development remount); the next `getHub` would open a new one.
 */
export function useHubLifetime(): void {
  useEffect(() => () => startedHub.getState().close?.(), []);
}
