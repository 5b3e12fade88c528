import { useEffect, useRef } from 'react';
import { useClientStore } from '../../lib/client-store-context';
import { getHub } from '../../lib/realtime/hub';
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

  useEffect(() => listenForHubNotifications(), []);

  useEffect(() => {
    if (connectedAs.current === userId) return;
    connectedAs.current = userId;
    getHub().reconnect();
  }, [userId]);

  return <ConnectionIndicator />;
}

export default HubServices;
