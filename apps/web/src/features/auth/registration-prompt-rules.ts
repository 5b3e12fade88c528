import type { BrandConfig } from '@playline/contract/brands';
import { STORAGE_KEYS } from '@playline/contract/constants';
import { readStored, writeStored } from '#app/lib/storage.ts';

const DAY_MS = 86_400_000;
/** How long a visitor looks around before the invitation: long enough to see what the site offers. */
export const REGISTRATION_PROMPT_DELAY_MS = 45_000;
/** Pages where an invitation to register would interrupt the very thing it asks for, or a game. */
const QUIET_PATHS = ['/register', '/login', '/forgot-password', '/logout'];

/** Web brands that let visitors register invite them; shops and brands with registration hidden never do. */
export const brandInvitesRegistration = (brand: BrandConfig) =>
  !brand.isShop && !brand.hideRegistration && brand.registrationPromptDays > 0;

export const isQuietPath = (pathname: string) =>
  QUIET_PATHS.includes(pathname) || /\/game\//.test(pathname) || pathname.startsWith('/admin');

const isTimestamp = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** At most once per the brand's number of days (the registration-prompt timestamp in local storage). */
export function isRegistrationPromptDue(brand: BrandConfig, now = Date.now()): boolean {
  const lastShown = readStored('local', STORAGE_KEYS.registrationPrompt, 0, isTimestamp);
  return now - lastShown >= brand.registrationPromptDays * DAY_MS;
}

export function markRegistrationPromptShown(now = Date.now()): void {
  writeStored('local', STORAGE_KEYS.registrationPrompt, now);
}
