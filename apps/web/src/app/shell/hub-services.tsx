import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { refreshSession } from '#app/features/auth/session.ts';
import { useClientStore, useClientStoreApi } from '#app/lib/client-store-context.tsx';
import { getHub } from '#app/lib/realtime/hub.ts';
import { ConnectionIndicator } from './connection-indicator';
import { listenForHubNotifications } from './hub-notifications';

/**
 * The shell's side of the hub, loaded when the page is idle: starts the tab's socket, opens a new one when the
 * player changes (the server knows who is connected only from the cookie at the upgrade), shows hub notifications
 * as toasts and the connection indicator.
 */
export function HubServices() {
  const userId = useClientStore((state) => state.user?.userId ?? null);
  const connectedAs = useRef(userId);

  const queryClient = useQueryClient();
  const store = useClientStoreApi();

  useEffect(() => listenForHubNotifications(), []);
  // Logged out or reset elsewhere: the server closed the socket; the page learns it is a visitor now.
  useEffect(
    () => getHub().onSessionEnded(() => void refreshSession(queryClient, store).catch(() => null)),
    [queryClient, store],
  );

  useEffect(() => {
    if (connectedAs.current === userId) return;
    connectedAs.current = userId;
    getHub().reconnect();
  }, [userId]);

  return <ConnectionIndicator />;
}

export default HubServices;
