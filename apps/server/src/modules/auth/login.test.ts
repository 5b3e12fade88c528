import { SESSION_COOKIE } from '@playline/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#app/test/build-test-app.ts';
import { TestClient } from '#app/test/test-client.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const sessionCookie = (response: LightMyRequestResponse) =>
  response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);

describe('POST /api/auth/login', () => {
  it('logs a seeded player in: the response shape and an httpOnly, SameSite=Lax browser-session cookie', async () => {
    const client = new TestClient(app);
    const response = await client.login('player1', 'password1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      isAuthenticated: true,
      message: '',
      shouldRedirect: false,
      returnUrl: null,
      user: { userId: expect.any(Number), userName: 'player1' },
    });
    const cookie = sessionCookie(response);
    expect(cookie).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie?.maxAge).toBeUndefined();
    expect(cookie?.secure).toBeFalsy();
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers a wrong password with 200, isAuthenticated false and a message, and sets no session', async () => {
    const response = await new TestClient(app).login('player1', 'password2');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      isAuthenticated: false,
      message: 'The user name or password is incorrect.',
      shouldRedirect: false,
      returnUrl: null,
      user: null,
    });
    expect(sessionCookie(response)).toBeUndefined();
  });

  it('gives an unknown user the same answer as a wrong password', async () => {
    const unknown = await new TestClient(app).login('nobody-here', 'password1');
    const wrong = await new TestClient(app).login('player2', 'password2');
    expect(unknown.json()).toEqual(wrong.json());
  });

  it("writes the message in the site's language, or in the languageId asked for", async () => {
    const greek = await new TestClient(app, 'site44.localhost').login('player1', 'wrong-one');
    expect(greek.json().message).toBe('Το όνομα χρήστη ή ο κωδικός πρόσβασης είναι λανθασμένος.');
    const english = await new TestClient(app, 'site44.localhost').login('player1', 'wrong-one', { languageId: 1 });
    expect(english.json().message).toBe('The user name or password is incorrect.');
  });

  it('trims both inputs and accepts the user name in any case, or the email', async () => {
    expect((await new TestClient(app).login('  player1 ', ' password1  ')).json().isAuthenticated).toBe(true);
    expect((await new TestClient(app).login('PLAYER1', 'password1')).json().isAuthenticated).toBe(true);
    expect((await new TestClient(app).login('player1@playline.test', 'password1')).json().user.userName).toBe(
      'player1',
    );
  });

  it('refuses inputs shorter than five characters after trimming, with the common message', async () => {
    const response = await new TestClient(app).login('  pl  ', 'password1');
    expect(response.json()).toMatchObject({
      isAuthenticated: false,
      message: 'User name and password must be at least 5 characters long.',
    });
  });

  it('answers 400 to a malformed body', async () => {
    const client = new TestClient(app);
    expect((await client.post('/api/auth/login', { userLogin: 'player1' })).statusCode).toBe(400);
    const badFlag = await client.post('/api/auth/login', {
      userLogin: 'player1',
      userPassword: 'x',
      rememberMe: 'yes',
    });
    expect(badFlag.statusCode).toBe(400);
    expect(badFlag.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it('requires the XSRF header (403 without it)', async () => {
    const client = new TestClient(app);
    await client.get('/ping');
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      cookies: Object.fromEntries(client.cookies),
      payload: { userLogin: 'player1', userPassword: 'password1', rememberMe: false },
    });
    expect(response.statusCode).toBe(403);
  });

  it('lets a shop operator in at their own shop only', async () => {
    expect((await new TestClient(app, 'site54.localhost').login('shop1', 'password1')).json().isAuthenticated).toBe(
      true,
    );
    const atWebSite = await new TestClient(app, 'site44.localhost').login('shop1', 'password1', { languageId: 1 });
    expect(atWebSite.json()).toMatchObject({
      isAuthenticated: false,
      message: 'This account can only log in at its shop.',
    });
    expect((await new TestClient(app, 'site54.localhost').login('client07', 'password1')).json().isAuthenticated).toBe(
      true,
    );
  });
});

describe('returnUrl (no open redirect)', () => {
  it('is honoured for a same-site relative path', async () => {
    const response = await new TestClient(app).login('player1', 'password1', { returnUrl: '/user-account/deposit' });
    expect(response.json()).toMatchObject({ shouldRedirect: true, returnUrl: '/user-account/deposit' });
  });

  it.each(['//evil.com', 'https://evil.com', '/\\evil.com', 'javascript:alert(document.cookie)', '/\t/evil.com'])(
    'is refused for %j',
    async (returnUrl) => {
      const response = await new TestClient(app).login('player1', 'password1', { returnUrl });
      expect(response.json()).toMatchObject({ isAuthenticated: true, shouldRedirect: false, returnUrl: null });
    },
  );

  it('never asks for a redirect after a failed login', async () => {
    const response = await new TestClient(app).login('player1', 'nope-nope', { returnUrl: '/casino' });
    expect(response.json()).toMatchObject({ isAuthenticated: false, shouldRedirect: false });
  });
});

describe('sessions', () => {
  it('issues a new session id at every login and ends the one the browser had (no fixation)', async () => {
    const client = new TestClient(app);
    await client.login('player2', 'password1');
    const first = client.session;
    await client.login('player2', 'password1');
    const second = client.session;
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    const stale = new TestClient(app);
    stale.cookies.set(SESSION_COOKIE, first ?? '');
    expect((await stale.get('/api/auth/checkLoginStatus')).json().isAuthenticated).toBe(false);
    expect((await client.get('/api/auth/checkLoginStatus')).json().isAuthenticated).toBe(true);
  });

  it('gives remember-me a 30-day Max-Age', async () => {
    const response = await new TestClient(app).login('player2', 'password1', { rememberMe: true });
    expect(sessionCookie(response)).toMatchObject({ maxAge: 30 * 24 * 60 * 60, httpOnly: true, sameSite: 'Lax' });
  });

  it('logout ends the session on the server and clears the cookie', async () => {
    const client = new TestClient(app);
    await client.login('player3', 'password1');
    const token = client.session ?? '';
    const response = await client.get('/api/auth/logout');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const cleared = sessionCookie(response);
    expect(cleared?.value).toBe('');
    const replay = new TestClient(app);
    replay.cookies.set(SESSION_COOKIE, token);
    expect((await replay.get('/api/auth/checkLoginStatus')).json().isAuthenticated).toBe(false);
  });

  it("is valid on the brand's other sites and shop, and on no other brand's", async () => {
    const client = new TestClient(app);
    await client.login('player1', 'password1');
    expect((await client.onHost('site145.localhost').get('/api/auth/checkLoginStatus')).json().isAuthenticated).toBe(
      true,
    );
    const elsewhere = await client.onHost('site77.localhost').get('/api/client/balance/refresh');
    expect(elsewhere.statusCode).toBe(401);
  });

  it('checkLoginStatus tells a visitor apart without a 401', async () => {
    const response = await new TestClient(app).get('/api/auth/checkLoginStatus');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      isAuthenticated: false,
      user: null,
      responsibleGambling: {
        timeLimitSeconds: 0,
        timeElapsedSeconds: 0,
        reminderMinutes: 0,
        sessionStartedAt: null,
        sessionElapsedSeconds: 0,
        sessionNet: 0,
      },
    });
  });

  it('checkLoginStatus gives the logged-in user with balances in minor units', async () => {
    const client = new TestClient(app, 'site44.localhost');
    await client.login('player1', 'password1');
    const response = await client.get('/api/auth/checkLoginStatus');
    expect(response.json()).toEqual({
      isAuthenticated: true,
      user: {
        userId: expect.any(Number),
        userName: 'player1',
        balance: 100_000,
        calculatedBalance: 100_000,
        tax: 0,
        currencyCode: 'EUR',
      },
      // Hellas Bet is a Greek-market brand: its demo players have the mandatory limits seeded (a 24-hour session).
      responsibleGambling: expect.objectContaining({
        timeLimitSeconds: 86_400,
        timeElapsedSeconds: expect.any(Number),
      }),
    });
  });
});

describe('calls that need a session', () => {
  it.each([
    ['GET', '/api/client/balance/refresh'],
    ['GET', '/api/client/balance/change'],
    ['GET', '/api/client/rg/casino-check'],
    ['GET', '/api/client/withdrawals'],
    ['GET', '/api/client/transactions'],
    ['GET', '/api/auth/resetRealityCheck'],
    ['POST', '/api/client/deposit'],
    ['POST', '/api/client/withdraw'],
    ['POST', '/api/client/withdrawals/1/cancel'],
    ['PUT', '/api/client/rg/time-limit'],
  ] as const)('%s %s answers 401 without one', async (method, url) => {
    const response = await new TestClient(app).request(method, url, method === 'GET' ? undefined : {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Please log in to continue.' });
  });
});
