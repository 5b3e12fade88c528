/**
 * The browser's install offer (`beforeinstallprompt`, Chromium only): kept from the moment this module loads so
 * the installer and the landing pages can show their own Install button and call `prompt()` on the player's tap.
 */
import { useSyncExternalStore } from 'react';

/** Not in TypeScript's DOM library: Chromium's event. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

/** Keeps the offer (and stops the browser's own mini-infobar: the app offers it in its own place). */
export function captureInstallPrompt(event: Event): void {
  event.preventDefault();
  deferred = event as BeforeInstallPromptEvent;
  changed();
}

/** Once installed the offer is spent. */
export function clearInstallPrompt(): void {
  deferred = null;
  changed();
}

export function hasInstallPrompt(): boolean {
  return deferred !== null;
}

/** Shows the browser's install dialog; a prompt can be used once, so it is dropped whatever the player answers. */
export async function promptInstall(): Promise<InstallOutcome> {
  const event = deferred;
  if (!event) return 'unavailable';
  deferred = null;
  changed();
  try {
    await event.prompt();
    return (await event.userChoice).outcome;
  } catch {
    return 'unavailable';
  }
}

export function subscribeInstallPrompt(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useInstallPromptAvailable(): boolean {
  return useSyncExternalStore(subscribeInstallPrompt, hasInstallPrompt, () => false);
}

if (typeof window !== 'undefined') window.addEventListener('beforeinstallprompt', captureInstallPrompt);
