import { FakeHubSocket } from './fake-hub-socket';
import { setHubFactory } from './hub';
import { createHubClient } from './hub-client';

/**
 * Makes the tab's hub a client over `FakeHubSocket` (always online, retrying at once), so a test can play the
 * server with `FakeHubSocket.latest`. Call `resetHub()` after the test.
 */
export function installFakeHub(): void {
  FakeHubSocket.reset();
  setHubFactory(() =>
    createHubClient({
      url: 'ws://localhost/api/hub',
      WebSocket: FakeHubSocket,
      random: () => 0,
      connectivity: { isOnline: () => true, onChange: () => () => undefined },
    }),
  );
}
