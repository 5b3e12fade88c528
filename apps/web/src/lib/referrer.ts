import { REFERRER_COOKIE } from '@playline/contract/constants';
import { writeCookie } from './cookies';

/**
 * Spec §2: before navigating to an account page the current URL is stored in the cookie `referrer` (path `/`).
 * The account routes' entry check calls this while the browser still shows the page the player comes from.
 */
export function rememberReferrer(url: string = window.location.href): void {
  writeCookie(REFERRER_COOKIE, url, { path: '/' });
}
