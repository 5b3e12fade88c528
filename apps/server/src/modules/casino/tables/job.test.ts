import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { available, fundedPlayer } from '#app/modules/bets/shared/test-kit.ts';
import { buildTestApp } from '#app/test/build-test-app.ts';
import { TABLES_TICK_MS } from './job';
import { betOn, freshRoundStart, roundAt, tableSession } from './test-kit';

const clock = { now: freshRoundStart() };
let app: FastifyInstance;

beforeAll(async () => {
  // The job's timer is the test's: it passes over the tables when the test advances it by a tick.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  // The app's own leadership (PGlite always leads): the rounds job runs on its timer against this clock.
  app = await buildTestApp({}, { clock: () => new Date(clock.now) });
});
afterAll(async () => {
  await app.close();
  vi.useRealTimers();
});

/** Ticks the rounds job until `check` passes (a tick that finds the previous pass still running does nothing). */
async function tickUntil(check: () => Promise<void>): Promise<void> {
  await vi.waitFor(
    async () => {
      await vi.advanceTimersByTimeAsync(TABLES_TICK_MS);
      await check();
    },
    { timeout: 5_000, interval: 20 },
  );
}

describe('the rounds job on the leading instance', () => {
  it('draws and pays a round by itself once its window closes, and the next round shows it in the history', async () => {
    const round = roundAt(1, clock.now);
    const player = await fundedPlayer(app, 1_000);
    const { session } = await tableSession(app, 1, player.userId);
    const chips = [
      { kind: 'red' as const, stake: 100 },
      { kind: 'black' as const, stake: 100 },
    ];
    const bet = {
      token: session.token,
      roundId: round.roundId,
      bet: { engine: 'live-roulette' as const, bets: chips },
    };
    expect((await betOn(player.client, 1, bet)).statusCode).toBe(201);
    clock.now = round.bettingClosesAt;
    let state = (await player.client.get('/api/casino/tables/1')).json();
    expect(state.result, 'drawn by the job, not by the read').toBeNull();
    await tickUntil(async () => {
      state = (await player.client.get('/api/casino/tables/1')).json();
      expect(state.result).not.toBeNull();
    });
    expect(state.phase).toBe('result');
    // Red and black: one of them returns 200 unless the ball finds the zero.
    const expected = state.result.number === 0 ? 800 : 1_000;
    await tickUntil(async () => expect(await available(player.client)).toBe(expected));
    clock.now = round.nextRoundAt;
    const next = (await player.client.get('/api/casino/tables/1')).json();
    expect(next).toMatchObject({ roundId: round.roundId + 1, phase: 'betting', result: null });
    expect(next.history[0]).toEqual(state.result);
  });
});
