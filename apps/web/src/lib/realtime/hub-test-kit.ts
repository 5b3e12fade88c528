import { vi } from 'vitest';
import { FakeHubSocket } from './fake-hub-socket';

/**
 * Puts `FakeHubSocket` in the place of the browser's WebSocket, so the tab's hub connects to it and a test can play
 * the server with `FakeHubSocket.latest`. The global comes back after the test (`vi.unstubAllGlobals` in setup); the
 * hub closes with the root the test mounted (`useHubLifetime`).
 */
export function installFakeHub(): void {
  FakeHubSocket.reset();
  vi.stubGlobal('WebSocket', FakeHubSocket);
}
