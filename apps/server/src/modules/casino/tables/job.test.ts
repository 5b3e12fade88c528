import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app';
import { ADMIN_TOKEN, available, fundedPlayer } from '../../bets/shared/test-kit';
import { betOn, freshRoundStart, roundAt, tableSession } from './test-kit';

const clock = { now: freshRoundStart() };
let app: FastifyInstance;

beforeAll(async () => {
  // The app's own leadership (PGlite always leads): the rounds job runs on its timer against this clock.
  app = await buildTestApp({ ADMIN_TOKEN }, { clock: () => new Date(clock.now) });
});
afterAll(() => app.close());

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 5_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
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
    const state = await eventually(
      async () => (await player.client.get('/api/casino/tables/1')).json(),
      (table) => table.result !== null,
    );
    expect(state.phase).toBe('result');
    // Red and black: one of them returns 200 unless the ball finds the zero.
    const expected = state.result.number === 0 ? 800 : 1_000;
    expect(
      await eventually(
        () => available(player.client),
        (balance) => balance === expected,
      ),
    ).toBe(expected);
    clock.now = round.nextRoundAt;
    const next = (await player.client.get('/api/casino/tables/1')).json();
    expect(next).toMatchObject({ roundId: round.roundId + 1, phase: 'betting', result: null });
    expect(next.history[0]).toEqual(state.result);
  });
});
