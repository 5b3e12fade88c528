import { SESSION_COOKIE } from '@playline/contract';
import { HUB_CLOSE_SESSION_ENDED } from '@playline/contract/hub-keys';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#app/app.ts';
import { loadConfig } from '#app/config/env.ts';
import { sessions } from '#app/db/schema.ts';
import { buildTestApp, webFixture } from '#app/test/build-test-app.ts';
import { createPlayer, sessionClient } from '#app/test/factories.ts';
import type { TestClient } from '#app/test/test-client.ts';
import { insertResetToken } from '../auth/reset-repository';
import { hashToken, newToken } from '../auth/tokens';
import { follower } from '../casino/tables/test-kit';
import { type Bus, createLocalBus } from './bus';
import { listenForHub, TestSocket } from './test-socket';

/**
 * Sessions end everywhere (decision 020): logging out or resetting the password closes the user's hub sockets on
 * every instance, here two apps on one database and one in-process bus, as two instances behind a load balancer.
 * On the old code the sockets stayed open and kept receiving the player's messages.
 */
const instances: { app: FastifyInstance; url: string }[] = [];
const sockets: TestSocket[] = [];
let bus: Bus;

beforeAll(async () => {
  bus = createLocalBus();
  const first = await buildTestApp({}, { bus });
  // The second instance shares the first one's database (PGlite is one connection) and does not lead any job.
  const config = loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', WEB_DIST: webFixture() });
  const kind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
  const shared = {
    db: first.db,
    kind,
    exclusive: <T>(work: () => Promise<T>) => work(),
    migrate: async () => {},
    close: async () => {},
  };
  const second = await buildApp(config, {
    database: shared as never,
    prepareDatabase: false,
    bus,
    leadership: follower,
  });
  for (const app of [first, second]) instances.push({ app, url: await listenForHub(app) });
}, 60_000);
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
  // The second first: the first owns the database.
  for (const { app } of [...instances].reverse()) await app.close();
});

async function openAs(url: string, client: TestClient) {
  const socket = await TestSocket.open(url, { cookie: `${SESSION_COOKIE}=${client.session}` });
  sockets.push(socket);
  const hello = await socket.next('hello');
  const closed = new Promise<number>((resolve) => socket.ws.once('close', (code) => resolve(code)));
  return { socket, hello, closed };
}

/** A player with two sessions (two devices), each with a socket on another instance. */
async function playerOnBothInstances() {
  const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];
  const player = await createPlayer(a.app);
  const phone = await sessionClient(a.app, player.userId);
  const laptop = await sessionClient(a.app, player.userId);
  return {
    player,
    phone,
    laptop,
    phoneOnA: await openAs(a.url, phone),
    phoneOnB: await openAs(b.url, phone),
    laptopOnB: await openAs(b.url, laptop),
  };
}

describe('sessions end everywhere (decision 020)', () => {
  it("closes the logged-out session's sockets on every instance, and only that session's", async () => {
    const { player, phone, phoneOnA, phoneOnB, laptopOnB } = await playerOnBothInstances();
    expect(phoneOnA.hello.userId).toBe(player.userId);
    expect((await phone.get('/api/auth/logout', { 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect(await phoneOnA.closed).toBe(HUB_CLOSE_SESSION_ENDED);
    expect(await phoneOnB.closed).toBe(HUB_CLOSE_SESSION_ENDED);
    // The laptop's session goes on: its socket still answers.
    laptopOnB.socket.send({ type: 'ping', t: 7 });
    await laptopOnB.socket.next('pong', (message) => message.t === 7);
    expect(laptopOnB.socket.ws.readyState).toBe(laptopOnB.socket.ws.OPEN);
  });

  it('closes every socket and ends every session of an account whose password is reset', async () => {
    const { player, phone, laptop, phoneOnA, phoneOnB, laptopOnB } = await playerOnBothInstances();
    const token = newToken();
    const { app } = instances[0]!;
    const now = app.clock();
    await insertResetToken(app.db, {
      tokenHash: hashToken(token),
      userId: player.userId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + 60_000),
    });
    const reset = await phone.post('/api/auth/reset-password', { token, password: 'Brand-New-Harbour-93' });
    expect(reset.statusCode).toBe(200);
    for (const { closed } of [phoneOnA, phoneOnB, laptopOnB]) expect(await closed).toBe(HUB_CLOSE_SESSION_ENDED);
    expect(await app.db.select().from(sessions).where(eq(sessions.userId, player.userId))).toEqual([]);
    for (const client of [phone, laptop]) {
      expect((await client.get('/api/auth/checkLoginStatus')).json().isAuthenticated).toBe(false);
    }
  });

  it('refuses the state-changing GETs from another site: the session survives a cross-site logout', async () => {
    const { app } = instances[0]!;
    const player = await createPlayer(app);
    const client = await sessionClient(app, player.userId);
    const foreign: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
    ];
    for (const headers of foreign) {
      for (const url of ['/api/auth/logout', '/api/auth/resetRealityCheck']) {
        const response = await client.get(url, headers);
        expect(
          { status: response.statusCode, message: response.json().message },
          `${url} ${JSON.stringify(headers)}`,
        ).toEqual({
          status: 403,
          message: 'This request must come from this site.',
        });
      }
    }
    expect((await client.get('/api/auth/checkLoginStatus')).json().isAuthenticated).toBe(true);
    // The player's own page (or a typed address) still logs out.
    expect((await client.get('/api/auth/logout', { 'sec-fetch-site': 'none' })).statusCode).toBe(200);
    expect((await client.get('/api/auth/checkLoginStatus')).json().isAuthenticated).toBe(false);
  });
});
