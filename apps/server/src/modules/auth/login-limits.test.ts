import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#app/test/build-test-app.ts';
import { createPlayer, PLAYER_PASSWORD } from '#app/test/factories.ts';
import { TestClient } from '#app/test/test-client.ts';

const MINUTE = 60_000;
let now = Date.parse('2026-03-01T10:00:00Z');
const delays: number[] = [];
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp(
    {},
    {
      clock: () => new Date(now),
      sleep: async (ms) => {
        delays.push(ms);
      },
      authLimits: {
        login: {
          windowMs: 10 * MINUTE,
          maxPerAccount: 4,
          maxPerIp: 6,
          delayAfter: 2,
          baseDelayMs: 100,
          maxDelayMs: 300,
        },
      },
    },
  );
});
afterAll(() => app.close());

const status = async (client: TestClient) => (await client.get('/api/auth/checkLoginStatus')).json().isAuthenticated;

describe('idle timeout and remember-me (fake clock)', () => {
  it('ends a browser-session login after 30 minutes without a request', async () => {
    const { userName } = await createPlayer(app);
    const client = new TestClient(app);
    await client.login(userName, PLAYER_PASSWORD);
    now += 29 * MINUTE;
    expect(await status(client)).toBe(true);
    // That request counted as activity: another 29 minutes later the session is still alive.
    now += 29 * MINUTE;
    expect(await status(client)).toBe(true);
    now += 31 * MINUTE;
    expect(await status(client)).toBe(false);
    expect((await client.get('/api/client/balance/refresh')).statusCode).toBe(401);
  });

  it('keeps a remember-me login through idle hours, and ends it after 30 days', async () => {
    const { userName } = await createPlayer(app);
    const client = new TestClient(app);
    await client.login(userName, PLAYER_PASSWORD, { rememberMe: true });
    now += 8 * 60 * MINUTE;
    expect(await status(client)).toBe(true);
    now += 30 * 24 * 60 * MINUTE;
    expect(await status(client)).toBe(false);
  });

  it('counts the responsible-gambling elapsed time from login', async () => {
    const { userName } = await createPlayer(app);
    const client = new TestClient(app);
    await client.login(userName, PLAYER_PASSWORD);
    now += 90_000;
    const body = (await client.get('/api/auth/checkLoginStatus')).json();
    expect(body.responsibleGambling).toMatchObject({ timeLimitSeconds: 0, timeElapsedSeconds: 90 });
  });
});

describe('brute-force protection', () => {
  it('delays progressively, answers 429 at the account limit, and lets the player in once the window has passed', async () => {
    const { userName } = await createPlayer(app);
    const client = new TestClient(app);
    delays.length = 0;
    for (let i = 0; i < 4; i++) {
      const response = await client.login(userName, 'not-the-password', { languageId: 1 });
      expect(response.statusCode).toBe(200);
      expect(response.json().isAuthenticated).toBe(false);
    }
    expect(delays).toEqual([100, 200]);
    const blocked = await client.login(userName, PLAYER_PASSWORD, { languageId: 1 });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('600');
    expect(blocked.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many failed login attempts. Please try again in 10 minutes.',
    });
    now += 10 * MINUTE + 1;
    const recovered = await client.login(userName, PLAYER_PASSWORD);
    expect(recovered.statusCode).toBe(200);
    expect(recovered.json().isAuthenticated).toBe(true);
  });

  it('limits one address across accounts', async () => {
    now += 60 * MINUTE;
    const client = new TestClient(app);
    for (let i = 0; i < 6; i++) {
      const response = await client.login(`someone${i}`, 'whatever-1');
      expect(response.statusCode).toBe(200);
    }
    expect((await client.login('someone-else', 'whatever-1')).statusCode).toBe(429);
    now += 10 * MINUTE + 1;
    expect((await client.login('someone-else', 'whatever-1')).statusCode).toBe(200);
  });
});
