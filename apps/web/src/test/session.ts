import type { LoginStatus } from '@playline/contract/auth';
import type { User } from '../lib/client-store';
import { json } from './fetch-mock';

/** player1 of the demo data: 1,000.00 EUR, nothing held. */
export const PLAYER: User = {
  userId: 7,
  userName: 'player1',
  balance: 100_000,
  calculatedBalance: 100_000,
  tax: 0,
  currencyCode: 'EUR',
};

/** What checkLoginStatus answers for a logged-in player. */
export function loggedIn(user: User = PLAYER, rg = { timeLimitSeconds: 0, timeElapsedSeconds: 0 }): LoginStatus {
  return { isAuthenticated: true, user, responsibleGambling: rg };
}

export const statusResponse = (status: LoginStatus) => json(status);

/** Puts a logged-in user into the local-storage cache the store reads on start (as after an earlier visit). */
export function cacheUser(user: User = PLAYER): void {
  localStorage.setItem('user', JSON.stringify(user));
}
