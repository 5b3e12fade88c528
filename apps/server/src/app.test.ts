import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './test/build-test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('request ids', () => {
  it('gives every response an id, keeping a caller-supplied one', async () => {
    const fresh = await app.inject({ url: '/ping' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await app.inject({ url: '/ping', headers: { 'x-request-id': 'lb-7f3a.42' } });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a.42');
    const replaced = await app.inject({ url: '/ping', headers: { 'x-request-id': 'bad id\nwith newline' } });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is present on errors too', async () => {
    const response = await app.inject({ url: '/api/nope', headers: { 'x-request-id': 'trace-1' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-request-id']).toBe('trace-1');
  });
});

describe('security headers', () => {
  it("sends helmet's defaults", async () => {
    const response = await app.inject({ url: '/' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});

describe('malformed input is a client error, never a server error', () => {
  const urls = [
    '/api/%zz',
    '/api/resources/text',
    '/api/resources/text?languageId=1e99&key=x',
    '/api/resources/text?languageId[]=1&key=Seo.Home',
    '/api/resources/text?languageId=1&key=Seo.Home&key=again',
    '/api/resources/text?languageId=1&key=%00',
    '/api/teasers/zones/99999999999999999999/1',
    '/api/teasers/zones/1/abc',
    '/api/teasers/zones/-1/1',
    '/api/conf/bulk/1.5',
    '/api/conf/bulk/-1',
    '/api/conf/bulk/99999999999',
    '/api/site/notifications/0',
    '/api/site/notifications/%F0%9F%92%A5',
    '/api/1x1.png?timestamp=-1',
    '/icons/favicon.svg',
  ];

  it.each(urls)('GET %s answers 4xx in the error shape', async (url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toEqual({
      statusCode: response.statusCode,
      error: expect.any(String),
      message: expect.any(String),
    });
  });

  it('answers a malformed JSON body to an API path with 4xx', async () => {
    const login = await app.inject({ url: '/ping' });
    const token = login.cookies[0]?.value ?? '';
    const response = await app.inject({
      method: 'POST',
      url: '/api/conf/bulk',
      cookies: { 'XSRF-TOKEN': token },
      headers: { 'x-xsrf-token': token, 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});
