import type { LoginStatus } from '@playline/contract/auth';
import { fromServer } from '#app/entities/session-time-limit/from-server.ts';
import type { ClientStore } from '#app/lib/client-store.ts';

/**
 * Applies a login status to the client store: the user (cached in local storage by the store) and the session's
 * time limit and elapsed seconds; a visitor clears a cached user without any alert (nothing was interrupted).
 */
export function applyLoginStatus(store: ClientStore, status: LoginStatus): void {
  const state = store.getState();
  if (!status.isAuthenticated || !status.user) {
    if (state.user) state.setUser(null);
    return;
  }
  state.setUser(status.user);
  state.setResponsibleGambling(fromServer(status.responsibleGambling));
}
