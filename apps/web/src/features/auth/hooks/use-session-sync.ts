import { useEffect } from 'react';
import { useClientStoreApi } from '#app/lib/client-store-context.tsx';
import { useLoginStatus } from '../api/check-login-status';
import { applyLoginStatus } from '../apply-login-status';

/**
 * Re-checks the session on start and when the window regains focus (the cached user renders the header at once
 * meanwhile) and keeps the client store in step with the answer.
 */
export function useSessionSync(): void {
  const store = useClientStoreApi();
  const { data } = useLoginStatus();
  useEffect(() => {
    if (data) applyLoginStatus(store, data);
  }, [data, store]);
}
