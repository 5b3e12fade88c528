import type { ResponsibleGambling } from '@playline/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#app/test/build-test-app.ts';
import { loggedInPlayer } from '#app/test/factories.ts';
import type { TestClient } from '#app/test/test-client.ts';

let now = Date.parse('2026-07-01T18:00:00Z');
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({}, { clock: () => new Date(now) });
});
afterAll(() => app.close());

/** The time limit and its count from the login status (which also carries the session's play, reminder.test.ts). */
const rgOf = async (client: TestClient): Promise<ResponsibleGambling> => {
  const { timeLimitSeconds, timeElapsedSeconds } = (await client.get('/api/auth/checkLoginStatus')).json()
    .responsibleGambling as ResponsibleGambling;
  return { timeLimitSeconds, timeElapsedSeconds };
};

describe('responsible gambling', () => {
  it('saves the session time limit on the account and reports it with the elapsed time', async () => {
    const { client } = await loggedInPlayer(app);
    const saved = await client.put('/api/client/rg/time-limit', { timeLimitSeconds: 600 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ timeLimitSeconds: 600, timeElapsedSeconds: 0 });
    now += 125_000;
    expect(await rgOf(client)).toEqual({ timeLimitSeconds: 600, timeElapsedSeconds: 125 });
  });

  it('keeps the limit for the next login and restarts the count at login and at resetRealityCheck', async () => {
    const player = await loggedInPlayer(app);
    await player.client.put('/api/client/rg/time-limit', { timeLimitSeconds: 60 });
    now += 30_000;
    const reset = await player.client.get('/api/auth/resetRealityCheck');
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ timeLimitSeconds: 60, timeElapsedSeconds: 0 });
    now += 20_000;
    expect(await rgOf(player.client)).toEqual({ timeLimitSeconds: 60, timeElapsedSeconds: 20 });
    await player.client.login(player.userName, 'Quiet-Harbour-42');
    expect(await rgOf(player.client)).toEqual({ timeLimitSeconds: 60, timeElapsedSeconds: 0 });
  });

  it('refuses a limit above 24 hours or below 0; a longer limit or 0 (none) waits 24 hours, a shorter one applies at once', async () => {
    const { client } = await loggedInPlayer(app, 'localhost', { rememberMe: true });
    expect((await client.put('/api/client/rg/time-limit', { timeLimitSeconds: 86_401 })).statusCode).toBe(400);
    expect((await client.put('/api/client/rg/time-limit', { timeLimitSeconds: -1 })).statusCode).toBe(400);
    expect((await client.put('/api/client/rg/time-limit', { timeLimitSeconds: 3_600 })).statusCode).toBe(200);
    const raised = await client.put('/api/client/rg/time-limit', { timeLimitSeconds: 0 });
    expect(raised.json().timeLimitSeconds).toBe(3_600);
    const state = (await client.get('/api/client/rg/safer-gambling')).json();
    expect(state.timeLimit).toEqual({
      seconds: 3_600,
      pending: { seconds: 0, effectiveAt: new Date(now + 86_400_000).toISOString() },
    });
    now += 86_400_000;
    expect((await rgOf(client)).timeLimitSeconds).toBe(0);
    expect((await client.put('/api/client/rg/time-limit', { timeLimitSeconds: 600 })).json().timeLimitSeconds).toBe(
      600,
    );
  });

  it('cancels a waiting raise of the time limit, keeping the shorter one; 409 when nothing waits', async () => {
    const { client } = await loggedInPlayer(app, 'localhost', { rememberMe: true });
    await client.put('/api/client/rg/time-limit', { timeLimitSeconds: 600 });
    await client.put('/api/client/rg/time-limit', { timeLimitSeconds: 7_200 });
    const cancelled = await client.delete('/api/client/rg/time-limit/pending');
    expect(cancelled.json(), cancelled.body).toMatchObject({ timeLimitSeconds: 600 });
    now += 2 * 86_400_000;
    expect((await rgOf(client)).timeLimitSeconds).toBe(600);
    expect((await client.delete('/api/client/rg/time-limit/pending')).statusCode).toBe(409);
  });

  it('blocks casino games once the time limit is reached, until the reality check is reset', async () => {
    const { client } = await loggedInPlayer(app);
    expect((await client.get('/api/client/rg/casino-check')).json()).toEqual({ allowed: true, reason: null });
    await client.put('/api/client/rg/time-limit', { timeLimitSeconds: 60 });
    now += 59_000;
    expect((await client.get('/api/client/rg/casino-check')).json().allowed).toBe(true);
    now += 1_000;
    expect((await client.get('/api/client/rg/casino-check?languageId=1')).json()).toEqual({
      allowed: false,
      reason: 'You have reached the session time limit you set.',
    });
    await client.get('/api/auth/resetRealityCheck');
    expect((await client.get('/api/client/rg/casino-check')).json().allowed).toBe(true);
  });

  it('blocks casino games during a time-out, in the site language, after the player logs in again', async () => {
    const player = await loggedInPlayer(app, 'site44.localhost', { brandKey: 'hellas' });
    const excluded = await player.client.post('/api/client/rg/exclusion', { kind: 'time_out', duration: '7d' });
    expect(excluded.statusCode, excluded.body).toBe(200);
    await player.client.login(player.userName, 'Quiet-Harbour-42');
    const check = (await player.client.get('/api/client/rg/casino-check')).json();
    expect(check.allowed).toBe(false);
    expect(check.reason).toMatch(/^Ο λογαριασμός σας είναι σε διάλειμμα έως /);
  });
});
