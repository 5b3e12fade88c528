import type { Outbox } from '@playline/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#app/test/build-test-app.ts';
import { createPlayer, PLAYER_PASSWORD } from '#app/test/factories.ts';
import { OWNER_KEY } from '#app/test/staff-keys.ts';

/**
 * Attack tests of decision 020 behind one proxy (TRUST_PROXY=1): the client cannot choose its address, links in
 * e-mails ignore forged Host headers, and one account has one counter of failed logins whatever name is typed.
 * Each failed on the old code (every X-Forwarded-For hop was believed, the link took the request's host, and the
 * counter was keyed on the typed name).
 */
const MINUTE = 60_000;
let now = Date.now();
let app: FastifyInstance;
let addresses = 0;

beforeAll(async () => {
  app = await buildTestApp(
    { TRUST_PROXY: '1', PUBLIC_ORIGIN: '44=https://www.hellas.example' },
    {
      clock: () => new Date(now),
      sleep: async () => undefined,
      authLimits: {
        login: { windowMs: 10 * MINUTE, maxPerAccount: 4, maxPerIp: 6, delayAfter: 2, baseDelayMs: 1, maxDelayMs: 1 },
      },
    },
  );
});
afterAll(() => app.close());

/** The XSRF pair of a fresh caller (login and forgot-password are unsafe calls). */
async function xsrfToken() {
  const first = await app.inject({ url: '/ping' });
  return first.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
}

/** A login through the proxy: it appended the client's real address to whatever the client sent. */
async function login(userLogin: string, userPassword: string, forwardedFor: string) {
  const token = await xsrfToken();
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    cookies: { 'XSRF-TOKEN': token },
    headers: {
      host: 'localhost',
      'content-type': 'application/json',
      'x-xsrf-token': token,
      'x-forwarded-for': forwardedFor,
    },
    payload: JSON.stringify({ userLogin, userPassword, rememberMe: false }),
  });
}

describe('behind a trusted proxy (TRUST_PROXY=1)', () => {
  it('counts failures per real client address, whatever the client writes into X-Forwarded-For', async () => {
    now += 60 * MINUTE;
    const real = `198.51.100.${++addresses}`;
    for (let i = 0; i < 6; i++) {
      const response = await login(`nobody-${i}-x`, 'whatever-1', `203.0.113.${i}, ${real}`);
      expect(response.statusCode).toBe(200);
    }
    const spoofed = await login('nobody-else', 'whatever-1', `203.0.113.99, ${real}`);
    expect(spoofed.statusCode).toBe(429);
    // Another real client is not affected.
    expect((await login('nobody-else', 'whatever-1', `203.0.113.99, 198.51.100.250`)).statusCode).toBe(200);
  });

  it('keeps one counter per account for its user name and its e-mail', async () => {
    now += 60 * MINUTE;
    const player = await createPlayer(app);
    for (const name of [player.userName, player.email, player.userName.toUpperCase(), player.email]) {
      const response = await login(name, 'not-the-password', `198.51.100.${++addresses}`);
      expect(response.json().isAuthenticated).toBe(false);
    }
    for (const name of [player.email, player.userName]) {
      expect((await login(name, PLAYER_PASSWORD, `198.51.100.${++addresses}`)).statusCode).toBe(429);
    }
  });
});

describe('links in e-mails (PUBLIC_ORIGIN)', () => {
  const outbox = async (): Promise<Outbox> =>
    (
      await app.inject({ url: '/api/admin/outbox?limit=200', headers: { authorization: `Bearer ${OWNER_KEY}` } })
    ).json();

  async function forgot(email: string, headers: Record<string, string>) {
    const token = await xsrfToken();
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      cookies: { 'XSRF-TOKEN': token },
      headers: { 'content-type': 'application/json', 'x-xsrf-token': token, ...headers },
      payload: JSON.stringify({ userLogin: email, languageId: 1 }),
    });
    expect(response.statusCode).toBe(202);
    const body = (await outbox()).items.find((item) => item.to === email)?.body ?? '';
    return new URL(body.match(/https?:\/\/\S+/)?.[0] ?? 'about:blank');
  }

  it('come from the configured origin, never from a forged Host or X-Forwarded-Host', async () => {
    const hellas = await createPlayer(app, { brandKey: 'hellas' });
    const site44 = await forgot(hellas.email, {
      host: 'site44.localhost',
      'x-forwarded-for': `198.51.100.${++addresses}`,
    });
    expect(site44.origin).toBe('https://www.hellas.example');
    // A forged host (X-Forwarded-Host through the proxy, or Host itself) is an unknown site: the default brand's
    // link, on that brand's own origin.
    const forgedHosts: Record<string, string>[] = [
      { host: 'site1.localhost', 'x-forwarded-host': 'evil.example' },
      { host: 'evil.example' },
    ];
    for (const forged of forgedHosts) {
      const playline = await createPlayer(app);
      const link = await forgot(playline.email, { ...forged, 'x-forwarded-for': `198.51.100.${++addresses}` });
      expect(link.origin, JSON.stringify(forged)).toBe('http://playline.test');
    }
    const hostile = await forgot((await createPlayer(app)).email, { host: 'evil.example' });
    expect(hostile.pathname).toBe('/forgot-password');
  });
});
