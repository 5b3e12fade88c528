import { XSRF_COOKIE, XSRF_HEADER } from '@playline/contract';
import type { HubServerMessage } from '@playline/contract/hub';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#app/test/build-test-app.ts';
import { createPlayer, uniqueName } from '#app/test/factories.ts';
import { OWNER_KEY, testKey } from '#app/test/staff-keys.ts';
import { type Bus, createLocalBus } from '../hub/bus';
import { brandChannel, groupChannel, userChannel } from '../hub/channels';
import { ChannelRecorder } from './channel-recorder';

let app: FastifyInstance;
let bus: Bus;

beforeAll(async () => {
  bus = createLocalBus();
  app = await buildTestApp({}, { bus });
});
afterAll(() => app.close());

/** XSRF cookie and header too, so a call without the token reaches the admin check (and is not refused first as a forgery). */
const XSRF = 'notifications-test-xsrf-token-000';
const admin = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, token: string | null = OWNER_KEY) =>
  app.inject({
    method,
    url,
    cookies: { [XSRF_COOKIE]: XSRF },
    headers: {
      [XSRF_HEADER]: XSRF,
      ...(token === null ? {} : { authorization: `Bearer ${token}` }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });

const hello = { title: 'Hello', body: 'A free bet is waiting', actions: [{ caption: 'Open', link: '/mybets' }] };
const send = (target: unknown, notification: unknown = hello) =>
  admin('POST', '/api/admin/notifications', { target, notification });

/** Sends to `target` and answers the channel it went to with the one message the channel heard. */
async function sentTo(target: unknown, channel: string): Promise<HubServerMessage> {
  const recorder = await ChannelRecorder.on(bus, channel);
  const response = await send(target);
  expect(response.statusCode, response.body).toBe(202);
  expect(response.json()).toEqual({ id: expect.any(String), channel });
  const [message] = await recorder.take();
  expect(message).toMatchObject({ type: 'notification', id: response.json().id });
  return message as HubServerMessage;
}

describe('POST /api/admin/notifications', () => {
  it('needs an operator with players.notify: 401 without a key or with a wrong one, 403 for a trader', async () => {
    const player = await createPlayer(app);
    const target = { kind: 'user', userId: player.userId };
    expect((await admin('POST', '/api/admin/notifications', { target, notification: hello }, null)).statusCode).toBe(
      401,
    );
    expect((await admin('POST', '/api/admin/notifications', { target, notification: hello }, 'nope')).statusCode).toBe(
      401,
    );
    const trader = testKey('trader');
    expect((await admin('POST', '/api/admin/notifications', { target, notification: hello }, trader)).statusCode).toBe(
      403,
    );
  });

  it("sends to one user's channel with the payload's defaults filled in, a new id each time", async () => {
    const player = await createPlayer(app);
    const message = await sentTo({ kind: 'user', userId: player.userId }, userChannel(player.userId));
    expect(message).toEqual({
      type: 'notification',
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      notification: { ...hello, progress: null, timeout: 5000 },
    });
    const again = await sentTo({ kind: 'user', userId: player.userId }, userChannel(player.userId));
    expect(again).not.toMatchObject({ id: (message as { id: string }).id });
  });

  it('finds a login on the brand of the site, in any case, and on another site of the same brand', async () => {
    const player = await createPlayer(app, { brandKey: 'arena', userName: uniqueName('Ar') });
    const channel = userChannel(player.userId);
    await sentTo({ kind: 'login', siteId: 77, login: player.userName.toLowerCase() }, channel);
    // 146 is a second web site of arena and 78 its shop: they share the brand's players.
    await sentTo({ kind: 'login', siteId: 146, login: player.userName }, channel);
    await sentTo({ kind: 'login', siteId: 78, login: player.userName }, channel);
  });

  it("sends to a brand's channel from any of its sites, and to a group of that brand", async () => {
    await sentTo({ kind: 'brand', siteId: 44 }, brandChannel('hellas'));
    await sentTo({ kind: 'brand', siteId: 54 }, brandChannel('hellas'));
    await sentTo({ kind: 'group', siteId: 44, group: 'vip' }, groupChannel('hellas', 'vip'));
  });

  it('carries progress, timeout and up to three actions as given', async () => {
    const player = await createPlayer(app);
    const recorder = await ChannelRecorder.on(bus, userChannel(player.userId));
    const notification = { title: 'Upload', body: '', actions: [], progress: 40, timeout: 0 };
    expect((await send({ kind: 'user', userId: player.userId }, notification)).statusCode).toBe(202);
    expect(await recorder.take()).toEqual([{ type: 'notification', id: expect.any(String), notification }]);
  });

  it('answers 404 for a user, login or site that does not exist, and publishes nothing', async () => {
    const unknownUser = await send({ kind: 'user', userId: 2_000_000_000 });
    expect(unknownUser.statusCode).toBe(404);
    expect(unknownUser.json().message).toContain('2000000000');
    // player1 exists on playline (site 1), but a login is looked up in the site's brand only.
    const player = await createPlayer(app, { brandKey: 'playline' });
    const recorder = await ChannelRecorder.on(bus, userChannel(player.userId));
    expect((await send({ kind: 'login', siteId: 44, login: player.userName })).statusCode).toBe(404);
    expect((await send({ kind: 'brand', siteId: 999 })).statusCode).toBe(404);
    expect((await send({ kind: 'group', siteId: 999, group: 'vip' })).statusCode).toBe(404);
    expect((await send({ kind: 'login', siteId: 999, login: 'player1' })).statusCode).toBe(404);
    // The player's first message is one sent after the refusals.
    const sent = await send({ kind: 'login', siteId: 1, login: player.userName });
    expect(await recorder.take()).toMatchObject([{ id: sent.json().id }]);
  });

  it('answers 400 for a bad body', async () => {
    const player = await createPlayer(app);
    const target = { kind: 'user', userId: player.userId };
    const bad = [
      { target },
      { target: { kind: 'everyone' }, notification: hello },
      { target: { kind: 'group', siteId: 1, group: 'Not A Slug' }, notification: hello },
      { target, notification: { ...hello, progress: 140 } },
      { target, notification: { ...hello, actions: [{ caption: 'x', link: '' }] } },
      { target, notification: { body: 'no title' } },
    ];
    for (const body of bad) {
      const response = await admin('POST', '/api/admin/notifications', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe("a player's groups", () => {
  const groupsUrl = (userId: number) => `/api/admin/users/${userId}/groups`;

  it('reads none, replaces the set (sorted, each once), reads it back, and clears it', async () => {
    const { userId } = await createPlayer(app);
    expect((await admin('GET', groupsUrl(userId))).json()).toEqual({ groups: [] });
    const put = await admin('PUT', groupsUrl(userId), { groups: ['vip', 'beta', 'vip'] });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ groups: ['beta', 'vip'] });
    expect((await admin('PUT', groupsUrl(userId), { groups: ['new-players'] })).json()).toEqual({
      groups: ['new-players'],
    });
    expect((await admin('GET', groupsUrl(userId))).json()).toEqual({ groups: ['new-players'] });
    expect((await admin('PUT', groupsUrl(userId), { groups: [] })).json()).toEqual({ groups: [] });
  });

  it('needs the admin token, a user that exists and group names that are slugs', async () => {
    const { userId } = await createPlayer(app);
    expect((await admin('GET', groupsUrl(userId), undefined, null)).statusCode).toBe(401);
    expect((await admin('PUT', groupsUrl(userId), { groups: ['vip'] }, 'nope')).statusCode).toBe(401);
    expect((await admin('GET', groupsUrl(2_000_000_000))).statusCode).toBe(404);
    expect((await admin('PUT', groupsUrl(2_000_000_000), { groups: ['vip'] })).statusCode).toBe(404);
    expect((await admin('PUT', groupsUrl(userId), { groups: ['VIP club'] })).statusCode).toBe(400);
    expect((await admin('GET', groupsUrl(0))).statusCode).toBe(400);
    expect((await admin('GET', groupsUrl(userId))).json()).toEqual({ groups: [] });
  });
});

describe('the API reference', () => {
  it('lists the notification and group calls under admin', async () => {
    const spec = (await app.inject('/api/docs/json')).json();
    expect(spec.paths['/api/admin/notifications'].post.tags).toEqual(['admin']);
    expect(spec.paths['/api/admin/users/{userId}/groups'].get.tags).toEqual(['admin']);
    expect(spec.paths['/api/admin/users/{userId}/groups'].put.tags).toEqual(['admin']);
  });
});
