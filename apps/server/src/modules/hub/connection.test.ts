import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import {
  CLOSE_TOO_SLOW,
  HIGH_WATER_BYTES,
  HubConnection,
  MAX_HELD_DELTA_BYTES,
  MAX_HELD_DELTAS,
  MAX_HELD_MESSAGES,
} from './connection';

/** A socket whose send buffer the test fills and drains by hand. */
function fakeSocket() {
  const sent: string[] = [];
  const socket = {
    OPEN: 1,
    readyState: 1,
    bufferedAmount: 0,
    closedWith: null as number | null,
    send(data: Buffer | string) {
      sent.push(data.toString());
    },
    close(code: number) {
      socket.closedWith = code;
      socket.readyState = 3;
    },
  };
  return { socket, sent };
}

const bytes = (message: unknown) => Buffer.from(JSON.stringify(message));

function connection(snapshot: (channel: string) => Buffer | null = () => null) {
  const { socket, sent } = fakeSocket();
  const hub = new HubConnection(socket as unknown as WebSocket, 1, { snapshot });
  hub.channels.add('event:7').add('live');
  return { hub, socket, sent };
}

describe('a hub connection under backpressure', () => {
  it('writes at once while the socket keeps up', () => {
    const { hub, sent } = connection();
    hub.deliver('event:7', bytes({ type: 'event', eventId: 7, status: 'live' }));
    expect(sent).toHaveLength(1);
    expect(hub.backlogged).toBe(false);
  });

  it('holds a few deltas per channel for a socket that is a little behind, and sends them in order', () => {
    const { hub, socket, sent } = connection((channel) => bytes({ snapshot: channel }));
    socket.bufferedAmount = HIGH_WATER_BYTES;
    hub.deliver('event:7', bytes({ type: 'event', eventId: 7, i: 1 }));
    hub.deliver('live', bytes({ type: 'live', i: 2 }));
    hub.deliver('event:7', bytes({ type: 'event', eventId: 7, i: 3 }));
    socket.bufferedAmount = 0;
    hub.flush();
    expect(sent.map((message) => JSON.parse(message).i)).toEqual([1, 3, 2]);
  });

  it('replaces the deltas a slow socket missed by one snapshot per channel once it drains', () => {
    const { hub, socket, sent } = connection((channel) => bytes({ snapshot: channel }));
    socket.bufferedAmount = HIGH_WATER_BYTES;
    for (let i = 0; i <= MAX_HELD_DELTAS; i++) hub.deliver('event:7', bytes({ type: 'event', eventId: 7, i }));
    for (let i = 0; i <= MAX_HELD_DELTAS; i++) hub.deliver('live', bytes({ type: 'live', lines: [] }));
    expect(sent).toHaveLength(0);
    hub.flush(); // still full: nothing moves
    expect(sent).toHaveLength(0);

    socket.bufferedAmount = 0;
    hub.flush();
    expect(sent.map((message) => JSON.parse(message))).toEqual([{ snapshot: 'event:7' }, { snapshot: 'live' }]);
    expect(hub.backlogged).toBe(false);
  });

  it("treats a live table's messages as state: a slow socket gets the table's snapshot, never a closed socket", () => {
    const { hub, socket, sent } = connection((channel) => bytes({ snapshot: channel }));
    hub.channels.add('table:3');
    socket.bufferedAmount = HIGH_WATER_BYTES;
    for (let i = 0; i <= MAX_HELD_MESSAGES; i++) hub.deliver('table:3', bytes({ type: 'table', tableId: 3, i }));
    expect(socket.closedWith).toBeNull();
    socket.bufferedAmount = 0;
    hub.flush();
    expect(sent.map((message) => JSON.parse(message))).toEqual([{ snapshot: 'table:3' }]);
  });

  it('falls back to snapshots when the held deltas of all channels together grow too big', () => {
    const { hub, socket, sent } = connection((channel) => bytes({ snapshot: channel }));
    socket.bufferedAmount = HIGH_WATER_BYTES;
    const big = (i: number) =>
      Buffer.from(JSON.stringify({ type: 'event', i, pad: 'x'.repeat(MAX_HELD_DELTA_BYTES / 4) }));
    for (let i = 0; i < 5; i++) hub.deliver('event:7', big(i));
    socket.bufferedAmount = 0;
    hub.flush();
    expect(sent.map((message) => JSON.parse(message))).toEqual([{ snapshot: 'event:7' }]);
  });

  it('keeps every personal message in order and only the latest balance', () => {
    const { hub, socket, sent } = connection();
    socket.bufferedAmount = HIGH_WATER_BYTES;
    hub.deliver('user:1', bytes({ type: 'notification', id: 'a' }));
    hub.deliver('user:1', bytes({ type: 'balance', balance: 100 }));
    hub.deliver('user:1', bytes({ type: 'bet_settled', betId: 3 }));
    hub.deliver('user:1', bytes({ type: 'balance', balance: 250 }));
    socket.bufferedAmount = 0;
    hub.flush();
    expect(sent.map((message) => JSON.parse(message))).toEqual([
      { type: 'notification', id: 'a' },
      { type: 'bet_settled', betId: 3 },
      { type: 'balance', balance: 250 },
    ]);
  });

  it('closes a socket that cannot keep up with its personal messages, so it reconnects and resyncs', () => {
    const { hub, socket } = connection();
    socket.bufferedAmount = HIGH_WATER_BYTES;
    for (let i = 0; i < MAX_HELD_MESSAGES; i++) hub.deliver('user:1', bytes({ type: 'notification', id: `${i}` }));
    expect(socket.closedWith).toBeNull();
    hub.deliver('user:1', bytes({ type: 'notification', id: 'one too many' }));
    expect(socket.closedWith).toBe(CLOSE_TOO_SLOW);
  });
});
