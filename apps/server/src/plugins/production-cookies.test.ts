import { SESSION_COOKIE, XSRF_COOKIE, XSRF_COOKIE_SECURE, XSRF_HEADER } from '@playline/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app';
import { createPlayer, PLAYER_PASSWORD } from '../test/factories';

const SESSION_SECURE = `__Host-${SESSION_COOKIE}`;
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ NODE_ENV: 'production' });
});
afterAll(() => app.close());

const cookieOf = (response: LightMyRequestResponse, name: string) =>
  response.cookies.find((cookie) => cookie.name === name);

/** Logs in over the API as a browser would in production, returning the XSRF token and the login response. */
async function login(userName: string) {
  const first = await app.inject({ url: '/ping' });
  const xsrf = cookieOf(first, XSRF_COOKIE_SECURE)?.value ?? '';
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    cookies: { [XSRF_COOKIE_SECURE]: xsrf },
    headers: { [XSRF_HEADER]: xsrf, 'content-type': 'application/json' },
    payload: JSON.stringify({ userLogin: userName, userPassword: PLAYER_PASSWORD }),
  });
  return { xsrf, response };
}

describe('cookies in production (decision 015)', () => {
  it('issues the XSRF cookie as __Host-XSRF-TOKEN: Secure, Path=/, no Domain, readable by the page', async () => {
    const response = await app.inject({ url: '/ping' });
    expect(cookieOf(response, XSRF_COOKIE)).toBeUndefined();
    const cookie = cookieOf(response, XSRF_COOKIE_SECURE);
    expect(cookie).toMatchObject({ path: '/', secure: true, sameSite: 'Lax' });
    expect(cookie?.domain).toBeUndefined();
    expect(cookie?.httpOnly).toBeFalsy();
  });

  it('ignores a plain XSRF-TOKEN (another subdomain could have planted it)', async () => {
    const planted = 'a'.repeat(43);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      cookies: { [XSRF_COOKIE]: planted },
      headers: { [XSRF_HEADER]: planted, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(403);
  });

  it('sets the session as __Host-pl_session (Secure, httpOnly, Path=/, no Domain) and only reads that one', async () => {
    const player = await createPlayer(app);
    const { xsrf, response } = await login(player.userName);
    expect(response.json().isAuthenticated).toBe(true);
    expect(cookieOf(response, SESSION_COOKIE)).toBeUndefined();
    const session = cookieOf(response, SESSION_SECURE);
    expect(session).toMatchObject({ path: '/', secure: true, httpOnly: true });
    expect(session?.domain).toBeUndefined();

    const status = (cookies: Record<string, string>) =>
      app.inject({ url: '/api/auth/checkLoginStatus', cookies: { [XSRF_COOKIE_SECURE]: xsrf, ...cookies } });
    const token = session?.value ?? '';
    expect((await status({ [SESSION_SECURE]: token })).json().isAuthenticated).toBe(true);
    expect((await status({ [SESSION_COOKIE]: token })).json().isAuthenticated).toBe(false);
  });
});
