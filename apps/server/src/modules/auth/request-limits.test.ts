import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#app/test/build-test-app.ts';
import { registrationBody, uniqueName } from '#app/test/factories.ts';
import { TestClient } from '#app/test/test-client.ts';

const MINUTE = 60_000;
let now = Date.parse('2026-06-15T12:00:00Z');
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp(
    {},
    {
      clock: () => new Date(now),
      authLimits: {
        registerPerIp: { max: 2, windowMs: 60 * MINUTE },
        resetPerIp: { max: 3, windowMs: 15 * MINUTE },
      },
    },
  );
});
afterAll(() => app.close());

const registration = () => registrationBody('lim');

describe('request limits of registration and password reset (issue 10)', () => {
  it('answers 429 with Retry-After once an address has registered its share, and again after the window', async () => {
    const client = new TestClient(app);
    const register = () => client.post('/api/auth/register', registration());
    // Every call comes from inject's one address; registrations and reset requests are counted apart.
    expect((await register()).statusCode).toBe(201);
    expect((await register()).statusCode).toBe(201);
    const refused = await register();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    now += 61 * MINUTE;
    expect((await register()).statusCode).toBe(201);
  });

  it('answers 429 with Retry-After to a flood of reset requests from one address, whatever the account', async () => {
    const client = new TestClient(app);
    const forgot = () => client.post('/api/auth/forgot-password', { userLogin: uniqueName('nobody') });
    for (let i = 0; i < 3; i += 1) expect((await forgot()).statusCode).toBe(202);
    const refused = await forgot();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toBeTruthy();
  });
});
