import { onCookieConsentChange, readCookieConsent } from './consent';
import { isStandalone } from './platform';

export type DataLayerEvent = { event: string } & Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
  }
}

/** Events pushed before a visitor decided on cookies wait here (bounded), then go out or are dropped. */
const MAX_WAITING = 50;
let requiresConsent = false;
let waiting: DataLayerEvent[] = [];

function push(event: DataLayerEvent): void {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
}

onCookieConsentChange((consent) => {
  const held = waiting;
  waiting = [];
  if (consent.analytics) for (const event of held) push(event);
});

/**
 * On brands with a cookie policy (issue 9) nothing reaches the data layer until the visitor accepts analytics:
 * events wait while they have not decided and are dropped once they said no. Other brands push at once.
 */
export function configureAnalytics(options: { requiresConsent: boolean }): void {
  requiresConsent = options.requiresConsent;
  waiting = [];
}

/**
 * Pushes an analytics event onto the tag manager's data layer (spec §7), creating it when missing. Every event
 * carries `pwa` (running as the installed app) and `pwa_device`, always the literal 'mobile' (spec §3).
 */
export function track(event: string, payload: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined') return;
  const entry: DataLayerEvent = { pwa: isStandalone(), pwa_device: 'mobile', ...payload, event };
  const consent = requiresConsent ? readCookieConsent() : { analytics: true };
  if (consent === null) {
    if (waiting.length < MAX_WAITING) waiting.push(entry);
  } else if (consent.analytics) {
    push(entry);
  }
}
