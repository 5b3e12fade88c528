/**
 * Whether anything started the tab's hub yet, without loading the hub: the shell starts its hub services (the
 * connection indicator, a reconnect at login or logout) for a player at once, but for a visitor only once a screen
 * holds a channel, so a visitor's pre-match pages never open a socket they do not use.
 */
let started = false;
const listeners = new Set<() => void>();

export function hubStarted(): boolean {
  return started;
}

export function markHubStarted(): void {
  if (started) return;
  started = true;
  for (const listener of [...listeners]) listener();
}

export function onHubStarted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tests: forget that the hub was started. */
export function resetHubStarted(): void {
  started = false;
}
