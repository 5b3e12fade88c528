import type { Outbox } from '@playline/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#app/test/build-test-app.ts';
import { createPlayer, PLAYER_PASSWORD } from '#app/test/factories.ts';
import { OWNER_KEY, testKey } from '#app/test/staff-keys.ts';
import { TestClient } from '#app/test/test-client.ts';

// Real time as the start: on a shared PostgreSQL, later runs' messages must sort after earlier runs'.
let now = Date.now();
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({}, { clock: () => new Date(now) });
});
afterAll(() => app.close());

const outbox = async (): Promise<Outbox> =>
  (await app.inject({ url: '/api/admin/outbox?limit=200', headers: { authorization: `Bearer ${OWNER_KEY}` } })).json();

/** The reset link the outbox holds for an address, as the player would click it. */
async function resetLinkFor(address: string): Promise<URL> {
  const message = (await outbox()).items.find((item) => item.to === address);
  const link = message?.body.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no reset message for ${address}`);
  return new URL(link);
}

const forgot = (userLogin: string, host = 'localhost') =>
  new TestClient(app, host).post('/api/auth/forgot-password', { userLogin, languageId: 1 });

describe('forgotten password', () => {
  it('answers 202 alike for known and unknown accounts, and only a real one gets a message', async () => {
    const player = await createPlayer(app);
    const known = await forgot(player.userName);
    const unknown = await forgot('no-such-player-anywhere');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({
      ok: true,
      message: 'If an account matches, we have sent it a link to reset the password.',
    });
    const message = (await outbox()).items.find((item) => item.to === player.email);
    expect(message).toMatchObject({ brandKey: 'playline', siteId: 1, subject: 'Reset your Playline password' });
    expect(message?.body).toContain(`Hello ${player.userName},`);
    const link = await resetLinkFor(player.email);
    // The site's configured origin (here the registry's first host), never the request's Host (decision 020).
    expect(link.origin).toBe('http://playline.test');
    expect(link.pathname).toBe('/forgot-password');
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('resets the password with the link once, and ends every session of the account', async () => {
    const player = await createPlayer(app, { brandKey: 'hellas' });
    const loggedIn = new TestClient(app, 'site44.localhost');
    await loggedIn.login(player.userName, PLAYER_PASSWORD);
    await forgot(player.email, 'site44.localhost');
    const link = await resetLinkFor(player.email);
    expect(link.host).toBe('hellas.test');
    const token = link.searchParams.get('token');
    const client = new TestClient(app, 'site44.localhost');

    const common = await client.post('/api/auth/reset-password', { token, password: 'password1', languageId: 1 });
    expect(common.statusCode).toBe(400);
    expect(common.json().fields).toEqual({ password: 'This password is too common. Please choose another one.' });

    const done = await client.post('/api/auth/reset-password', {
      token,
      password: 'Brand-New-Secret-9',
      languageId: 1,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      ok: true,
      message: 'Your password has been changed. Please log in with the new one.',
    });
    expect((await loggedIn.get('/api/auth/checkLoginStatus')).json().isAuthenticated).toBe(false);
    expect((await client.login(player.userName, PLAYER_PASSWORD)).json().isAuthenticated).toBe(false);
    expect((await client.login(player.userName, 'Brand-New-Secret-9')).json().isAuthenticated).toBe(true);

    const reused = await client.post('/api/auth/reset-password', {
      token,
      password: 'Another-Secret-10',
      languageId: 1,
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().fields).toEqual({ token: 'This password reset link is invalid or has expired.' });
  });

  it('lets a link expire after 30 minutes', async () => {
    const player = await createPlayer(app);
    await forgot(player.userName);
    const token = (await resetLinkFor(player.email)).searchParams.get('token');
    now += 31 * 60_000;
    const late = await new TestClient(app).post('/api/auth/reset-password', { token, password: 'Late-Secret-123' });
    expect(late.statusCode).toBe(400);
    expect(late.json().fields.token).toBe('This password reset link is invalid or has expired.');
  });

  it('sends an account at most three messages per quarter hour, without telling the caller', async () => {
    const player = await createPlayer(app);
    for (let i = 0; i < 5; i++) expect((await forgot(player.userName)).statusCode).toBe(202);
    const sent = (await outbox()).items.filter((item) => item.to === player.email);
    expect(sent).toHaveLength(3);
  });
});

describe('admin outbox', () => {
  it('needs an API key whose role reads the system: 401 without one or with a key nobody issued, 403 for support', async () => {
    const none = await app.inject({ url: '/api/admin/outbox' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    const wrong = await app.inject({ url: '/api/admin/outbox', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);
    const support = await app.inject({
      url: '/api/admin/outbox',
      headers: { authorization: `Bearer ${testKey('support')}` },
    });
    expect(support.statusCode).toBe(403);
    expect(support.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
  });

  it('lists messages newest first', async () => {
    const first = await createPlayer(app);
    const second = await createPlayer(app);
    await forgot(first.userName);
    now += 1000;
    await forgot(second.userName);
    const addresses = (await outbox()).items.map((item) => item.to);
    expect(addresses.indexOf(second.email)).toBeLessThan(addresses.indexOf(first.email));
  });
});
