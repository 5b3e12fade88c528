import { SESSION_COOKIE } from '@playline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userGroups } from '#app/db/schema.ts';
import { loggedInPlayer } from '#app/test/factories.ts';
import { useTestFeedApp } from '../sports/test-feed';
import { brandChannel, groupChannel, userChannel } from './channels';
import { listenForHub, TestSocket } from './test-socket';

const feedApp = useTestFeedApp({}, {});
let url: string;
const sockets: TestSocket[] = [];

async function open(options: Parameters<typeof TestSocket.open>[1] = {}) {
  const socket = await TestSocket.open(url, options);
  sockets.push(socket);
  await socket.next('hello');
  return socket;
}

async function playerSocket() {
  const player = await loggedInPlayer(feedApp.app);
  const socket = await open({ cookie: `${SESSION_COOKIE}=${player.client.session}` });
  return { ...player, socket };
}

const notification = (title: string) => ({
  type: 'notification' as const,
  id: title,
  notification: { title, body: '', actions: [], progress: null, timeout: 5000 },
});

beforeAll(async () => {
  url = await listenForHub(feedApp.app);
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
});

describe('the hub', () => {
  it('greets a visitor without a user and a player with theirs', async () => {
    const visitor = await open();
    expect(await visitor.next('hello')).toMatchObject({ userId: null, heartbeatMs: expect.any(Number) });
    const { socket, userId } = await playerSocket();
    expect(await socket.next('hello')).toMatchObject({ userId });
  });

  it('answers a plain GET (no WebSocket upgrade) with 426 and the error body (found by the API fuzzer)', async () => {
    const response = await feedApp.app.inject({ url: '/api/hub?q=x' });
    expect(response.statusCode).toBe(426);
    expect(response.json()).toMatchObject({ statusCode: 426, error: 'Upgrade Required', message: expect.any(String) });
  });

  it('refuses a handshake from another site (cross-site WebSocket hijacking)', async () => {
    await expect(TestSocket.open(url, { origin: 'https://evil.example' })).rejects.toThrow('HTTP 403');
    await expect(TestSocket.open(url, { origin: 'not a url' })).rejects.toThrow('HTTP 403');
  });

  it('answers a snapshot on subscribe, then the channel’s messages until unsubscribe', async () => {
    const socket = await open();
    const eventId = 42;
    socket.send({ type: 'subscribe', channels: [`event:${eventId}`], snapshot: false });
    await socket.next('subscribed');
    feedApp.app.hub.publish(`event:${eventId}`, { type: 'event', eventId, status: 'live' });
    await socket.next('event', (message) => message.eventId === eventId && message.status === 'live');

    socket.send({ type: 'unsubscribe', channels: [`event:${eventId}`] });
    await socket.next('unsubscribed');
    const from = socket.received.length;
    feedApp.app.hub.publish(`event:${eventId}`, { type: 'event', eventId, status: 'finished' });
    expect(await socket.untilPong('event', from)).toEqual([]);
  });

  it('sends the full state of a real event when a socket subscribes to it', async () => {
    const { app } = feedApp;
    const event = app.feed.eventsStartingBetween(app.feed.now() + 60_000, app.feed.now() + 3_600_000)[0]!;
    const socket = await open();
    socket.send({ type: 'subscribe', channels: [`event:${event.id}`] });
    const snapshot = await socket.next('event', (message) => message.eventId === event.id);
    expect(snapshot).toMatchObject({ complete: true, status: 'prematch', scoreboard: null });
    expect(snapshot.markets?.length).toBe(app.feed.markets(event, app.feed.now()).length);

    const holder = await open();
    holder.send({ type: 'subscribe', channels: [`event:${event.id}`], snapshot: false });
    await holder.next('subscribed');
    expect(await holder.untilPong('event')).toEqual([]);
  });

  it('takes every event id the feed makes (esports ids run to 13 digits)', async () => {
    const { app } = feedApp;
    const ids = app.feed.liveEvents(app.feed.now()).map((event) => event.id);
    expect(Math.max(...ids)).toBeGreaterThan(10 ** 12);
    const socket = await open();
    socket.send({ type: 'subscribe', channels: ids.map((id) => `event:${id}`), snapshot: false });
    expect((await socket.next('subscribed')).channels).toHaveLength(ids.length);
  });

  it('keeps the socket open and explains when a message is not one of the contract', async () => {
    const socket = await open();
    socket.ws.send('not json');
    expect((await socket.next('error')).message).toMatch(/JSON/);
    socket.send({ type: 'subscribe', channels: ['user:1'] });
    await socket.next('error', (message) => /Unknown message/.test(message.message));
    socket.send({ type: 'ping', t: 7 });
    expect(await socket.next('pong')).toEqual({ type: 'pong', t: 7 });
  });

  it('delivers a player’s own channel to that player only', async () => {
    const alice = await playerSocket();
    const bob = await playerSocket();
    feedApp.app.hub.publish(userChannel(alice.userId), notification('for alice'));
    await alice.socket.next('notification', (message) => message.id === 'for alice');
    expect(await bob.socket.untilPong('notification')).toEqual([]);
  });

  it('delivers the brand channel to its players and a group channel to its members', async () => {
    const member = await loggedInPlayer(feedApp.app);
    await feedApp.app.db.insert(userGroups).values({ userId: member.userId, groupName: 'vip' });
    const memberSocket = await open({ cookie: `${SESSION_COOKIE}=${member.client.session}` });
    const other = await playerSocket();
    const visitor = await open();

    feedApp.app.hub.publish(groupChannel('playline', 'vip'), notification('vip only'));
    await memberSocket.next('notification', (message) => message.id === 'vip only');
    feedApp.app.hub.publish(brandChannel('playline'), notification('everyone'));
    await memberSocket.next('notification', (message) => message.id === 'everyone');
    await other.socket.next('notification', (message) => message.id === 'everyone');

    expect(other.socket.received.some((m) => m.type === 'notification' && m.id === 'vip only')).toBe(false);
    expect(await visitor.untilPong('notification')).toEqual([]);
  });
});
