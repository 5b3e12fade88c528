import { SESSION_COOKIE } from '@playline/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userGroups, users } from '#app/db/schema.ts';
import { loggedInPlayer } from '#app/test/factories.ts';
import { useTestFeedApp } from '../sports/test-feed';
import { brandChannel, groupChannel, userChannel } from './channels';
import { listenForHub, TestSocket } from './test-socket';

const feedApp = useTestFeedApp({}, {});
let url: string;
const sockets: TestSocket[] = [];
const DAY = 86_400_000;

beforeAll(async () => {
  url = await listenForHub(feedApp.app);
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
});

const toast = (id: string) => ({
  type: 'notification' as const,
  id,
  notification: { title: id, body: '', actions: [], progress: null, timeout: 5000 },
});

type Exclusion = { exclusionKind: 'time_out' | 'self_exclusion' | null; selfExcludedUntil: Date | null };

/** A player of the VIP group with the exclusion columns as given, and their socket once greeted. */
async function vipSocket(exclusion: Exclusion) {
  const player = await loggedInPlayer(feedApp.app);
  const { db } = feedApp.app;
  await db.insert(userGroups).values({ userId: player.userId, groupName: 'vip' });
  await db
    .update(users)
    .set({ ...exclusion, exclusionStartedAt: exclusion.exclusionKind ? new Date(Date.now() - DAY) : null })
    .where(eq(users.id, player.userId));
  const socket = await TestSocket.open(url, { cookie: `${SESSION_COOKIE}=${player.client.session}` });
  sockets.push(socket);
  await socket.next('hello');
  return { ...player, socket };
}

describe('marketing toasts and exclusions', () => {
  it('a player in a time-out or self-exclusion hears no brand or group toast, but still their own pushes', async () => {
    const ahead = new Date(Date.now() + 7 * DAY);
    const timedOut = await vipSocket({ exclusionKind: 'time_out', selfExcludedUntil: ahead });
    const forever = await vipSocket({ exclusionKind: 'self_exclusion', selfExcludedUntil: null });
    const free = await vipSocket({ exclusionKind: null, selfExcludedUntil: null });
    const { hub } = feedApp.app;

    hub.publish(brandChannel('playline'), toast('brand offer'));
    hub.publish(groupChannel('playline', 'vip'), toast('vip offer'));
    await free.socket.next('notification', (message) => message.id === 'brand offer');
    await free.socket.next('notification', (message) => message.id === 'vip offer');
    for (const excluded of [timedOut, forever]) {
      hub.publish(userChannel(excluded.userId), toast(`for ${excluded.userId}`));
      await excluded.socket.next('notification', (message) => message.id === `for ${excluded.userId}`);
      const heard = excluded.socket.received.filter((message) => message.type === 'notification');
      expect(heard.map((message) => message.id)).toEqual([`for ${excluded.userId}`]);
    }
  });

  it('hears them again once a time-out has ended', async () => {
    const ended = await vipSocket({ exclusionKind: 'time_out', selfExcludedUntil: new Date(Date.now() - 1000) });
    feedApp.app.hub.publish(brandChannel('playline'), toast('after the time-out'));
    await ended.socket.next('notification', (message) => message.id === 'after the time-out');
  });
});
