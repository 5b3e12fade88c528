import { SESSION_COOKIE } from '@playline/contract';
import type { HubServerMessage } from '@playline/contract/hub';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInPlayer } from '#app/test/factories.ts';
import { useTestFeedApp } from '../sports/test-feed';
import { type Bus, createLocalBus } from './bus';
import { listenForHub, TestSocket } from './test-socket';

/** The in-process bus, plus a switch the test flips to say "messages were lost between instances". */
function busThatCanLoseMessages() {
  const listeners = new Set<() => void>();
  const bus: Bus = {
    ...createLocalBus(),
    onResync(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const lose = () => {
    for (const listener of listeners) listener();
  };
  return { bus, lose };
}

const lossy = busThatCanLoseMessages();
const feedApp = useTestFeedApp({}, { bus: lossy.bus });
let url: string;
const sockets: TestSocket[] = [];

async function open(cookie?: string) {
  const socket = await TestSocket.open(url, cookie ? { cookie } : {});
  sockets.push(socket);
  await socket.next('hello');
  return socket;
}

beforeAll(async () => {
  url = await listenForHub(feedApp.app);
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
});

const types = (messages: HubServerMessage[]) => messages.map((message) => message.type);

describe('a resync from the bus (decision 025)', () => {
  it("gives every socket its state channels' snapshots, then word to read the rest again", async () => {
    const { app } = feedApp;
    const event = app.feed.liveEvents(app.feed.now())[0]!;
    const watcher = await open();
    watcher.send({ type: 'subscribe', channels: ['live', `event:${event.id}`] });
    await watcher.next('event', (message) => message.eventId === event.id && message.complete === true);
    await watcher.next('live', (message) => message.complete === true);
    const player = await loggedInPlayer(app);
    const playerSocket = await open(`${SESSION_COOKIE}=${player.client.session}`);
    const watcherBefore = watcher.received.length;
    const playerBefore = playerSocket.received.length;

    lossy.lose();

    await watcher.next('resync');
    const afterLoss = watcher.received.slice(watcherBefore);
    // Snapshots first, so the client holds the pushed state before it re-reads what only REST answers hold.
    expect(types(afterLoss).sort()).toEqual(['event', 'live', 'resync']);
    expect(afterLoss.at(-1)).toEqual({ type: 'resync' });
    expect(afterLoss.find((message) => message.type === 'event')).toMatchObject({ eventId: event.id, complete: true });
    expect(afterLoss.find((message) => message.type === 'live')).toMatchObject({ complete: true });
    // A player's socket holding no public channel hears only the word: its balance and bets come from REST.
    await playerSocket.next('resync');
    expect(types(playerSocket.received.slice(playerBefore))).toEqual(['resync']);
  });
});
