import { STORAGE_KEYS } from '@playline/contract/constants';
import { createEmitter } from './emitter';
import { readStored, writeStored } from './storage';

/** What a visitor chose in the cookie banner: essential cookies always, analytics only when `analytics`. */
export interface CookieConsent {
  analytics: boolean;
  decidedAt: number;
}

const isConsent = (value: unknown): value is CookieConsent =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as CookieConsent).analytics === 'boolean' &&
  typeof (value as CookieConsent).decidedAt === 'number';

const events = createEmitter<{ change: CookieConsent; reopen: undefined }>();
/** Kept here rather than only emitted: the banner loads lazily and may mount after the footer asked for it. */
let settingsRequested = false;

/** The stored choice, or null while the visitor has not decided. */
export function readCookieConsent(): CookieConsent | null {
  return readStored('local', STORAGE_KEYS.cookieConsent, null, isConsent);
}

/** Keeps the choice (local storage survives reloads) and tells whoever listens, analytics first of all. */
export function saveCookieConsent(analytics: boolean, now = Date.now()): CookieConsent {
  const consent = { analytics, decidedAt: now };
  settingsRequested = false;
  writeStored('local', STORAGE_KEYS.cookieConsent, consent);
  events.emit('change', consent);
  return consent;
}

export const onCookieConsentChange = (listener: (consent: CookieConsent) => void) => events.on('change', listener);

/** The footer's "Cookie settings" opens the banner again so a visitor can change their mind. */
export function reopenCookieSettings(): void {
  settingsRequested = true;
  events.emit('reopen', undefined);
}
/**
 * Whether "Cookie settings" was asked for and no banner has answered yet; answering clears it. The banner reads it
 * when it subscribes too: a click can land before its chunk loaded or before its effect subscribed.
 */
export function takeCookieSettingsRequest(): boolean {
  const requested = settingsRequested;
  settingsRequested = false;
  return requested;
}
export const onCookieSettingsReopen = (listener: () => void) => events.on('reopen', listener);
