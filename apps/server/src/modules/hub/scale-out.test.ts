import { randomInt, randomUUID } from 'node:crypto';
import { SESSION_COOKIE } from '@playline/contract';
import type { HubServerMessage } from '@playline/contract/hub';
import { HUB_CLOSE_SESSION_ENDED } from '@playline/contract/hub-keys';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '#app/test/build-test-app.ts';
import { loggedInPlayer } from '#app/test/factories.ts';
import { OWNER_KEY } from '#app/test/staff-keys.ts';
import { TEST_FEED_NOW, testFeed } from '../sports/test-feed';
import { userChannel } from './channels';
import { createPgLeadership } from './pg-leadership';
import { createRedisBus } from './redis-bus';
import { listenForHub, TestSocket } from './test-socket';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

/**
 * Two instances on one PostgreSQL and one Redis, as behind a load balancer: each delivers to its own sockets what
 * either publishes, and exactly one of them leads (publishes the live feed, settles). Runs in the PostgreSQL pass
 * of the suite (`TEST_DATABASE_URL` and `REDIS_URL` set, as `.ci/run` does).
 */
// Skipped when DATABASE_URL or REDIS_URL is missing, because two instances need a shared PostgreSQL and Redis; CI sets both.
describe.skipIf(!databaseUrl || !redisUrl)('two instances on PostgreSQL and Redis', () => {
  // Private to this file: other suites (or a developer's server) on the same services never meet these.
  const prefix = `playline:test:${randomUUID()}:`;
  const lockKey = randomInt(1, 2 ** 47);
  const instances: { app: FastifyInstance; url: string }[] = [];
  const sockets: TestSocket[] = [];
  let now = TEST_FEED_NOW;

  async function startInstance() {
    const app = await buildTestApp(
      {},
      {
        feed: testFeed(() => now),
        bus: createRedisBus(redisUrl!, () => undefined, { prefix }),
        leadership: createPgLeadership(databaseUrl!, () => undefined, lockKey),
      },
    );
    const instance = { app, url: await listenForHub(app) };
    instances.push(instance);
    return instance;
  }

  async function open(url: string, cookie?: string) {
    const socket = await TestSocket.open(url, cookie ? { cookie } : {});
    sockets.push(socket);
    await socket.next('hello');
    return socket;
  }

  const until = (check: () => void | Promise<void>, timeout = 8000) => vi.waitFor(check, { timeout, interval: 50 });

  beforeAll(async () => {
    await startInstance(); // sequentially: both migrate and seed the same database
    await startInstance();
  }, 60_000);
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.close()));
    for (const { app } of instances) await app.close();
  });

  it('delivers a player’s notification published on one instance to their socket on the other', async () => {
    const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const player = await loggedInPlayer(a.app);
    const other = await loggedInPlayer(a.app);
    const onB = await open(b.url, `${SESSION_COOKIE}=${player.client.session}`);
    const otherOnA = await open(a.url, `${SESSION_COOKIE}=${other.client.session}`);

    a.app.hub.publish(userChannel(player.userId), {
      type: 'notification',
      id: 'cross-instance',
      notification: { title: 'Across', body: '', actions: [], progress: null, timeout: 5000 },
    });
    await onB.next('notification', (message) => message.id === 'cross-instance');
    // A notification of the other player's own, published after: a stray copy would have come before it.
    a.app.hub.publish(userChannel(other.userId), {
      type: 'notification',
      id: 'fence',
      notification: { title: 'Fence', body: '', actions: [], progress: null, timeout: 5000 },
    });
    const fence = (message: HubServerMessage) => message.type === 'notification' && message.id === 'fence';
    expect(await otherOnA.before('notification', fence)).toEqual([]);
  });

  it("closes a logged-out session's socket on the other instance (decision 020)", async () => {
    const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const player = await loggedInPlayer(a.app);
    const onB = await open(b.url, `${SESSION_COOKIE}=${player.client.session}`);
    const closed = new Promise<number>((resolve) => onB.ws.once('close', (code) => resolve(code)));
    expect((await player.client.get('/api/auth/logout')).statusCode).toBe(200);
    expect(await closed).toBe(HUB_CLOSE_SESSION_ENDED);
  });

  it('elects exactly one leader, whose live changes reach sockets on both instances', async () => {
    await until(() => expect(instances.filter(({ app }) => app.leader.isLeader())).toHaveLength(1));
    const leader = instances.find(({ app }) => app.leader.isLeader())!;
    const follower = instances.find(({ app }) => !app.leader.isLeader())!;
    const socket = await open(follower.url);
    socket.send({ type: 'subscribe', channels: ['live'] });
    await socket.next('live', (message) => message.complete === true);
    // The publisher's first tick only learns the state; the feed must move after it for a change to publish.
    await until(async () => {
      const response = await leader.app.inject({
        url: '/api/admin/hub',
        headers: { authorization: `Bearer ${OWNER_KEY}` },
      });
      expect(response.json().publisher?.ticks ?? 0).toBeGreaterThan(0);
    });
    now += 60_000;
    await socket.next('live', (message) => message.complete !== true && message.lines.length > 0, 10_000);
  });

  it('hands leadership to the other instance when the leader stops', async () => {
    const leader = instances.find(({ app }) => app.leader.isLeader())!;
    const follower = instances.find(({ app }) => app !== leader.app)!;
    await leader.app.close();
    instances.splice(instances.indexOf(leader), 1);
    await until(() => expect(follower.app.leader.isLeader()).toBe(true), 10_000);
  }, 15_000);
});
