import { XSRF_COOKIE, XSRF_HEADER } from '@playline/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app';

let app: FastifyInstance;
let token = '';

beforeAll(async () => {
  app = await buildTestApp();
  const first = await app.inject({ url: '/ping', headers: { host: 'site44.localhost:3000' } });
  token = first.cookies.find((cookie) => cookie.name === XSRF_COOKIE)?.value ?? '';
});
afterAll(() => app.close());

/** A login attempt carrying a valid XSRF pair, plus the given browser headers. */
const post = (headers: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    cookies: { [XSRF_COOKIE]: token },
    headers: { host: 'site44.localhost:3000', [XSRF_HEADER]: token, 'content-type': 'application/json', ...headers },
    payload: '{}',
  });

const REFUSED = {
  statusCode: 403,
  error: 'Forbidden',
  message: 'Cross-site request refused: this call must come from this site',
};

describe('cross-site checks on unsafe API calls (decision 015)', () => {
  it.each([
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['another origin', { origin: 'https://evil.example' }],
    ['a sibling site of the same domain', { origin: 'http://site1.localhost:3000' }],
    ['the same host on another port', { origin: 'http://site44.localhost:4000' }],
    ['an opaque origin', { origin: 'null' }],
  ])('refuses %s with 403, even with a valid XSRF pair', async (_case, headers) => {
    const response = await post(headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(REFUSED);
  });

  it.each([
    ['same-origin browser call', { origin: 'http://site44.localhost:3000', 'sec-fetch-site': 'same-origin' }],
    ['call without browser headers', {}],
    ['user-typed navigation', { 'sec-fetch-site': 'none' }],
  ])('lets a %s through to the route', async (_case, headers) => {
    const response = await post(headers);
    // Past both checks, the login route refuses the empty body.
    expect(response.statusCode).toBe(400);
  });

  it('leaves reads alone, and lets the operator API through on its bearer token', async () => {
    const read = await app.inject({
      url: '/api/boot',
      headers: { host: 'site44.localhost:3000', 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    expect(read.statusCode).toBe(200);
    const admin = await app.inject({
      method: 'POST',
      url: '/api/admin/events/1/settle',
      headers: { authorization: 'Bearer not-the-token', origin: 'https://ops.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(admin.json().message).toMatch(/send an API key/);
  });
});
