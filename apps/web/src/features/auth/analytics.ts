import type { SessionUser } from '@playline/contract/auth';
import { track } from '#app/lib/analytics.ts';

/** Spec §7: the `login` event (user_id) and the brand-prefixed login event with the spec's analytics fields. */
export function trackLogin(brandKey: string, user: SessionUser): void {
  track('login', { user_id: user.userId });
  track(`${brandKey}_login`, { user_id: user.userId, user_name: user.userName });
}
