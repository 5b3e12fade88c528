import type { LoginStatus } from '@playline/contract/auth';
import type { QueryClient } from '@tanstack/react-query';
import type { ClientStore } from '#app/lib/client-store.ts';
import { USER_QUERY_ROOT } from '#app/lib/query-client.ts';
import { loginStatusQueryOptions } from './api/check-login-status';
import { applyLoginStatus } from './apply-login-status';

/** What checkLoginStatus answers for a visitor; set after logging out so nothing waits for a request. */
export const VISITOR_STATUS: LoginStatus = {
  isAuthenticated: false,
  user: null,
  responsibleGambling: { timeLimitSeconds: 0, timeElapsedSeconds: 0 },
};

/** After a login or a registration: forget the previous player's data, fetch the new status and apply it. */
export async function refreshSession(queryClient: QueryClient, store: ClientStore): Promise<LoginStatus> {
  queryClient.removeQueries({ queryKey: [USER_QUERY_ROOT] });
  // A check still in flight from before the login would answer "visitor": drop it and ask again.
  await queryClient.cancelQueries({ queryKey: loginStatusQueryOptions().queryKey });
  const status = await queryClient.fetchQuery({ ...loginStatusQueryOptions(), staleTime: 0 });
  applyLoginStatus(store, status);
  return status;
}

/** After a logout: the client is a visitor again at once (a status check from before cannot bring the user back). */
export async function endSession(queryClient: QueryClient, store: ClientStore): Promise<void> {
  await queryClient.cancelQueries({ queryKey: loginStatusQueryOptions().queryKey });
  queryClient.removeQueries({ queryKey: [USER_QUERY_ROOT] });
  queryClient.setQueryData(loginStatusQueryOptions().queryKey, VISITOR_STATUS);
  store.getState().setUser(null);
}
