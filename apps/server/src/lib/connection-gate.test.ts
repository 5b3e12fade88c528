import { EventEmitter } from 'node:events';
import type { Socket } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConnectionGate, MAX_LINGERING, REFUSAL_GRACE_MS, refusalOf } from './connection-gate';

/** Enough of a socket for the gate: an address, `close`, and a destroy that closes it. */
function fakeSocket(remoteAddress: string) {
  const socket = Object.assign(new EventEmitter(), {
    remoteAddress,
    destroyed: false,
    destroy() {
      if (socket.destroyed) return;
      socket.destroyed = true;
      socket.emit('close');
    },
  });
  return socket as typeof socket & Socket;
}

afterEach(() => vi.useRealTimers());

describe('ConnectionGate', () => {
  it('admits up to the cap per address and in all, and counts a closed connection out', () => {
    const gate = new ConnectionGate({ maxConnections: 3, maxPerIp: 2 });
    const [a1, a2, a3, b1, c1] = ['a', 'a', 'a', 'b', 'c'].map(fakeSocket);
    for (const socket of [a1, a2, a3, b1, c1]) gate.admit(socket!);
    expect([a1, a2, a3, b1, c1].map((socket) => refusalOf(socket!) ?? 'ok')).toEqual(['ok', 'ok', 'ip', 'ok', 'total']);
    expect(gate.open).toBe(3);
    a1!.destroy();
    const again = fakeSocket('a');
    gate.admit(again);
    expect(refusalOf(again)).toBeUndefined();
  });

  it('closes a refused connection after the grace period even if it never sends anything', () => {
    vi.useFakeTimers();
    const gate = new ConnectionGate({ maxConnections: 10, maxPerIp: 1 });
    gate.admit(fakeSocket('a'));
    const idle = fakeSocket('a');
    gate.admit(idle);
    expect(idle.destroyed).toBe(false);
    vi.advanceTimersByTime(REFUSAL_GRACE_MS);
    expect(idle.destroyed).toBe(true);
  });

  it('closes refused connections at once when too many are already waiting (descriptors stay bounded)', () => {
    vi.useFakeTimers();
    const gate = new ConnectionGate({ maxConnections: 1, maxPerIp: 0 });
    gate.admit(fakeSocket('a'));
    const refused = Array.from({ length: MAX_LINGERING + 5 }, () => fakeSocket('b'));
    for (const socket of refused) gate.admit(socket);
    expect(refused.filter((socket) => socket.destroyed)).toHaveLength(5);
    expect(gate.refused).toBe(MAX_LINGERING + 5);
  });
});
