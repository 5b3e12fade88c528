import { XSRF_COOKIE, XSRF_HEADER } from '@playline/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

/** The XSRF cookie a first visit receives, as the browser would store it. */
async function issuedToken() {
  const response = await app.inject({ url: '/ping' });
  const cookie = response.cookies.find((c) => c.name === XSRF_COOKIE);
  expect(cookie).toBeDefined();
  return { token: cookie?.value ?? '', cookie };
}

describe('XSRF protection (design §7)', () => {
  it('issues a random, script-readable XSRF-TOKEN cookie on the first response', async () => {
    const { token, cookie } = await issuedToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(cookie?.httpOnly).toBeFalsy();
    expect((await issuedToken()).token).not.toBe(token);
  });

  it('does not issue a new cookie when the request carries one', async () => {
    const { token } = await issuedToken();
    const response = await app.inject({ url: '/ping', cookies: { [XSRF_COOKIE]: token } });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('rejects an unsafe API call without the header', async () => {
    const { token } = await issuedToken();
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/api/auth/login', cookies: { [XSRF_COOKIE]: token } });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        statusCode: 403,
        error: 'Forbidden',
        message: 'Missing or invalid XSRF token',
      });
    }
  });

  it('lets bearer-authenticated operator calls through without the token, and nothing else', async () => {
    const admin = await app.inject({
      method: 'POST',
      url: '/api/admin/events/1/settle',
      headers: { authorization: 'Bearer not-the-token' },
    });
    // Past the XSRF check, the staff guard judges the key (one nobody issued: 401).
    expect(admin.json().message).toMatch(/send an API key/);
    const noBearer = await app.inject({ method: 'POST', url: '/api/admin/events/1/settle' });
    expect(noBearer.json().message).toBe('Missing or invalid XSRF token');
    const bearerElsewhere = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { authorization: 'Bearer anything' },
    });
    expect(bearerElsewhere.json().message).toBe('Missing or invalid XSRF token');
  });

  it('rejects a header that does not match the cookie, or a header without a cookie', async () => {
    const { token } = await issuedToken();
    const other = (await issuedToken()).token;
    const mismatch = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      cookies: { [XSRF_COOKIE]: token },
      headers: { [XSRF_HEADER]: other },
    });
    expect(mismatch.statusCode).toBe(403);
    const noCookie = await app.inject({ method: 'POST', url: '/api/auth/login', headers: { [XSRF_HEADER]: token } });
    expect(noCookie.statusCode).toBe(403);
  });

  it('lets an unsafe API call through when the header echoes the cookie', async () => {
    const { token } = await issuedToken();
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      cookies: { [XSRF_COOKIE]: token },
      headers: { [XSRF_HEADER]: token, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).not.toBe(403);
    // Past the XSRF check, the login route itself refuses the empty body.
    expect(response.statusCode).toBe(400);
  });

  it('leaves safe methods alone', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/site/notifications/1' });
    expect(response.statusCode).toBe(200);
  });
});
