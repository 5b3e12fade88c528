import { HUB_CLOSE_SESSION_ENDED } from '@playline/contract/hub-keys';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeHubSocket } from './fake-hub-socket';
import { type Connectivity, createHubClient, type HubState } from './hub-client';

/** A network switch the test flips, standing in for navigator.onLine and its events. */
function fakeConnectivity() {
  let online = true;
  const listeners = new Set<(online: boolean) => void>();
  const connectivity: Connectivity = {
    isOnline: () => online,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const set = (next: boolean) => {
    online = next;
    for (const listener of listeners) listener(next);
  };
  return { connectivity, set };
}

function start(random = () => 0.5) {
  const network = fakeConnectivity();
  const states: HubState[] = [];
  const client = createHubClient({
    url: 'ws://test/api/hub',
    WebSocket: FakeHubSocket,
    random,
    connectivity: network.connectivity,
  });
  client.onState((state) => states.push(state));
  return { client, network, states };
}

const flush = () => Promise.resolve();

describe('hub client', () => {
  beforeEach(() => {
    FakeHubSocket.reset();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('connects at once and is open when the socket opens', () => {
    const { client } = start();
    expect(client.state).toBe('connecting');
    expect(FakeHubSocket.instances).toHaveLength(1);
    expect(FakeHubSocket.latest.url).toBe('ws://test/api/hub');
    FakeHubSocket.latest.open();
    expect(client.state).toBe('open');
  });

  it('tells the server about a channel on its first hold and its last release only', async () => {
    const { client } = start();
    const socket = FakeHubSocket.latest;
    socket.open();
    const first = client.subscribe('event:7');
    const second = client.subscribe('event:7');
    await flush();
    expect(socket.sent).toEqual([{ type: 'subscribe', channels: ['event:7'] }]);
    first();
    first();
    await flush();
    expect(socket.unsubscribed()).toEqual([]);
    expect(client.isSubscribed('event:7')).toBe(true);
    second();
    await flush();
    expect(socket.unsubscribed()).toEqual(['event:7']);
    expect(client.isSubscribed('event:7')).toBe(false);
  });

  it('sends one message for holds taken together, and nothing for a release undone in the same task', async () => {
    const { client } = start();
    const socket = FakeHubSocket.latest;
    socket.open();
    const live = client.subscribe('live');
    await flush();
    socket.sent.length = 0;
    client.subscribe('event:1');
    client.subscribe('event:2');
    live();
    client.subscribe('live');
    await flush();
    expect(socket.sent).toEqual([{ type: 'subscribe', channels: ['event:1', 'event:2'] }]);
  });

  it('routes event and live messages to their channel listeners, and any message by type', () => {
    const { client } = start();
    const socket = FakeHubSocket.latest;
    socket.open();
    const onEvent7 = vi.fn();
    const onLive = vi.fn();
    const onBalance = vi.fn();
    client.subscribe('event:7', onEvent7);
    client.subscribe('live', onLive);
    const off = client.on('balance', onBalance);
    socket.receive({ type: 'event', eventId: 8, status: 'live' });
    socket.receive({ type: 'event', eventId: 7, status: 'live' });
    socket.receive({ type: 'live', lines: [], started: [3], ended: [] });
    const balance = { type: 'balance', balance: 500, calculatedBalance: 500, tax: 0, currencyCode: 'EUR' } as const;
    socket.receive(balance);
    off();
    socket.receive(balance);
    expect(onEvent7.mock.calls).toEqual([[{ type: 'event', eventId: 7, status: 'live' }]]);
    expect(onLive).toHaveBeenCalledTimes(1);
    expect(onBalance.mock.calls).toEqual([[balance]]);
  });

  it('keeps delivering to other listeners when one throws', () => {
    const reportError = vi.fn();
    vi.stubGlobal('reportError', reportError);
    const { client } = start();
    const socket = FakeHubSocket.latest;
    socket.open();
    const healthy = vi.fn();
    client.on('heartbeat', () => {
      throw new Error('broken');
    });
    client.on('heartbeat', healthy);
    socket.receive({ type: 'heartbeat', t: 1 });
    expect(healthy).toHaveBeenCalledTimes(1);
    expect(reportError).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('reconnects after a drop with a growing, jittered delay and re-subscribes every held channel', async () => {
    const { client, states } = start(() => 0.5);
    FakeHubSocket.latest.open();
    client.subscribe('live');
    client.subscribe('event:42');
    await flush();

    FakeHubSocket.latest.drop();
    expect(client.state).toBe('reconnecting');
    // attempt 0: half of 500 ms.
    vi.advanceTimersByTime(249);
    expect(FakeHubSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeHubSocket.instances).toHaveLength(2);

    // The new socket fails before the server greets it: the next wait is longer (half of 1 s).
    FakeHubSocket.latest.drop();
    vi.advanceTimersByTime(499);
    expect(FakeHubSocket.instances).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeHubSocket.instances).toHaveLength(3);

    const socket = FakeHubSocket.latest;
    socket.open();
    expect(client.state).toBe('open');
    expect(socket.subscribed().sort()).toEqual(['event:42', 'live']);
    expect(states).toEqual(['open', 'reconnecting', 'open']);

    // Greeted by the server: the backoff starts over.
    socket.drop();
    vi.advanceTimersByTime(250);
    expect(FakeHubSocket.instances).toHaveLength(4);
  });

  it('reconnects at once, without backoff, when the server ends the session, and tells the listeners', async () => {
    const { client } = start(() => 0.5);
    const ended = vi.fn();
    client.onSessionEnded(ended);
    FakeHubSocket.latest.open({ userId: 7 });
    client.subscribe('live');
    await flush();
    FakeHubSocket.latest.drop(HUB_CLOSE_SESSION_ENDED);
    expect(FakeHubSocket.instances).toHaveLength(2);
    expect(ended).toHaveBeenCalledTimes(1);
    FakeHubSocket.latest.open({ userId: null });
    expect(FakeHubSocket.latest.subscribed()).toEqual(['live']);
  });

  it('does not re-subscribe a channel released while disconnected', async () => {
    const { client } = start(() => 0);
    FakeHubSocket.latest.open();
    const release = client.subscribe('event:5');
    client.subscribe('live');
    await flush();
    FakeHubSocket.latest.drop();
    release();
    await flush();
    vi.advanceTimersByTime(0);
    FakeHubSocket.latest.open();
    expect(FakeHubSocket.latest.subscribed()).toEqual(['live']);
  });

  it('replaces a socket that heard nothing for two heartbeat periods', () => {
    const { client } = start(() => 0);
    const first = FakeHubSocket.latest;
    first.open({ heartbeatMs: 1_000 });
    vi.advanceTimersByTime(1_500);
    first.receive({ type: 'heartbeat', t: 1 });
    // 1.9 s after the last heartbeat: still fine.
    vi.advanceTimersByTime(1_900);
    expect(first.closedByClient).toBe(false);
    expect(client.state).toBe('open');
    vi.advanceTimersByTime(100);
    expect(first.closedByClient).toBe(true);
    expect(client.state).toBe('reconnecting');
    // A zero delay set from inside a timer runs on the next tick of the fake clock.
    vi.advanceTimersByTime(1);
    expect(FakeHubSocket.instances).toHaveLength(2);
  });

  it('counts any message, not only heartbeats, as a sign of life', () => {
    start();
    const socket = FakeHubSocket.latest;
    socket.open({ heartbeatMs: 1_000 });
    for (let i = 0; i < 10; i += 1) {
      vi.advanceTimersByTime(1_500);
      socket.receive({ type: 'event', eventId: 1 });
    }
    expect(socket.closedByClient).toBe(false);
  });

  it('goes offline with the network, waits without retrying, and connects at once when it returns', () => {
    const { client, network } = start();
    const socket = FakeHubSocket.latest;
    socket.open();
    network.set(false);
    expect(client.state).toBe('offline');
    expect(socket.closedByClient).toBe(true);
    vi.advanceTimersByTime(120_000);
    expect(FakeHubSocket.instances).toHaveLength(1);
    network.set(true);
    expect(FakeHubSocket.instances).toHaveLength(2);
    expect(client.state).toBe('reconnecting');
    FakeHubSocket.latest.open();
    expect(client.state).toBe('open');
  });

  it('stays offline after a drop while the device has no network', () => {
    const { client, network } = start();
    FakeHubSocket.latest.open();
    network.set(false);
    FakeHubSocket.latest.drop();
    vi.advanceTimersByTime(60_000);
    expect(client.state).toBe('offline');
    expect(FakeHubSocket.instances).toHaveLength(1);
  });

  it('opens a new socket at once on reconnect(), keeping its channels', async () => {
    const { client } = start();
    const first = FakeHubSocket.latest;
    first.open();
    client.subscribe('live');
    await flush();
    client.reconnect();
    expect(first.closedByClient).toBe(true);
    expect(FakeHubSocket.instances).toHaveLength(2);
    FakeHubSocket.latest.open();
    expect(FakeHubSocket.latest.subscribed()).toEqual(['live']);
  });

  it('stops for good on close()', () => {
    const { client } = start();
    const socket = FakeHubSocket.latest;
    socket.open();
    client.close();
    expect(socket.closedByClient).toBe(true);
    expect(client.state).toBe('offline');
    vi.advanceTimersByTime(120_000);
    expect(FakeHubSocket.instances).toHaveLength(1);
  });
});
