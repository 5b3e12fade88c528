import { track } from '#app/lib/analytics.ts';

// `track` adds `pwa` (running as the installed app) and `pwa_device` to every event (spec §3).

/** The `pwa` event, once per start: whether this visit runs as the installed app. */
export function trackPwaStart(): void {
  track('pwa');
}

let installTracked = false;

/**
 * The brand-prefixed install event (named like the brand-prefixed login event, `<brandKey>_login`). An accepted
 * prompt is followed by `appinstalled`: one install is one event.
 */
export function trackInstall(brandKey: string, how: 'prompt' | 'appinstalled'): void {
  if (installTracked) return;
  installTracked = true;
  track(`${brandKey}_pwa_install`, { install_source: how });
}
