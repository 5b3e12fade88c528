import { SESSION_COOKIE } from '@playline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { loggedInPlayer } from '#app/test/factories.ts';
import { useTestFeedApp } from '../sports/test-feed';
import { HUB_CLOSE_TOO_MANY } from './socket-quota';
import { listenForHub } from './test-socket';

const feedApp = useTestFeedApp({ MAX_HUB_SOCKETS_PER_IP: '4', MAX_HUB_SOCKETS_PER_USER: '2' });
let url: string;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  url = await listenForHub(feedApp.app);
});
afterAll(() => {
  for (const socket of sockets) socket.terminate();
});

/** Opens a hub socket from `from`: 'hello' when the hub greets it, or the code it was closed with. */
function open(from: string, cookie?: string): Promise<'hello' | number> {
  const socket = new WebSocket(url, { localAddress: from, headers: cookie ? { cookie } : {} });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.on('message', (data) => {
      if ((JSON.parse(data.toString()) as { type: string }).type === 'hello') resolve('hello');
    });
    socket.once('close', (code) => resolve(code));
    socket.once('error', reject);
  });
}

describe('hub sockets per player and per address (issue 18: availability)', () => {
  it('closes a player’s socket beyond their share, and an address’s beyond its share, with 1013; others still connect', async () => {
    const player = await loggedInPlayer(feedApp.app);
    const cookie = `${SESSION_COOKIE}=${player.client.session}`;
    expect(await open('127.0.0.1', cookie)).toBe('hello');
    expect(await open('127.0.0.1', cookie)).toBe('hello');
    expect(await open('127.0.0.1', cookie)).toBe(HUB_CLOSE_TOO_MANY);

    expect(await open('127.0.0.1')).toBe('hello');
    expect(await open('127.0.0.1')).toBe('hello');
    expect(await open('127.0.0.1')).toBe(HUB_CLOSE_TOO_MANY);
    expect(await open('127.0.0.3')).toBe('hello');
  });

  it('gives a place back when a socket closes', async () => {
    const first = sockets.find((socket) => socket.readyState === WebSocket.OPEN);
    if (!first) throw new Error('no open socket');
    const closed = new Promise((resolve) => first.once('close', resolve));
    first.close();
    await closed;
    // The server counts the socket out when its close completes; a new one from that address is then greeted.
    await expect.poll(() => open('127.0.0.1')).toBe('hello');
  });
});
