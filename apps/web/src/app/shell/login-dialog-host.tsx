import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useClientStore } from '#app/lib/client-store-context.tsx';
import {
  closeLoginDialog,
  currentLoginRequest,
  type LoginRequest,
  subscribeLoginDialog,
} from '#app/lib/login-dialog.ts';

const loadLoginDialog = () => import('#app/features/auth/components/login-dialog.tsx');
const LoginDialog = lazy(loadLoginDialog);

/** Fetches the login dialog's code ahead of a likely click (hover, focus or touch on Log in). */
export function preloadLoginDialog(): void {
  void loadLoginDialog();
}

/**
 * Shows the full-screen login dialog whenever someone asks for it (header, account guard). Its code loads with the
 * first request; afterwards it stays mounted so it can animate in and out.
 */
export function LoginDialogHost() {
  const request = useSyncExternalStore(subscribeLoginDialog, currentLoginRequest, currentLoginRequest);
  const [last, setLast] = useState<LoginRequest | null>(request);
  useEffect(() => {
    if (request) setLast(request);
  }, [request]);
  // Once someone is logged in (this dialog, another tab, a session check) there is nothing left to ask.
  const userId = useClientStore((state) => state.user?.userId);
  useEffect(() => {
    if (userId !== undefined) closeLoginDialog();
  }, [userId]);
  const shown = request ?? last;
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog open={request !== null} request={shown} onClose={closeLoginDialog} />
    </Suspense>
  );
}
