import { DEMO_BALANCE, GAME_FRAME_PATH, gameSessionSchema } from '@playline/contract/casino';
import { describe, expect, it } from 'vitest';
import { loggedInPlayer } from '#app/test/factories.ts';
import { TestClient } from '#app/test/test-client.ts';
import { fundedPlayer } from '../bets/shared/test-kit';
import { gameOn, launch, playRound, useCasinoApp } from './test-kit';

const opened = useCasinoApp();
const MINUTE = 60_000;

describe('launching a game', () => {
  it('gives a visitor fun credits and refuses them real money', async () => {
    const { app } = opened;
    const visitor = new TestClient(app);
    const slot = gameOn(app, 'slot');
    const real = await visitor.post('/api/casino/launch', { gameId: slot.id, mode: 'real' });
    expect(real.statusCode).toBe(401);
    expect(real.json().message).toMatch(/log in/i);
    const demo = await launch(visitor, slot.id, 'demo');
    expect(demo.frameUrl).toBe(`${GAME_FRAME_PATH}?token=${demo.token}`);
    const session = gameSessionSchema.parse((await visitor.get(`/api/casino/session?token=${demo.token}`)).json());
    expect(session).toMatchObject({ mode: 'demo', balance: { balance: DEMO_BALANCE, demo: true }, openRound: null });
    expect(session.config.engine).toBe('slot');
  });

  it('refuses fun play where a game does not offer it, unknown games and virtual sports', async () => {
    const { app } = opened;
    const visitor = new TestClient(app);
    expect(
      (await visitor.post('/api/casino/launch', { gameId: gameOn(app, 'live-roulette').id, mode: 'demo' })).statusCode,
    ).toBe(400);
    expect((await visitor.post('/api/casino/launch', { gameId: 'no-such-game', mode: 'demo' })).statusCode).toBe(404);
    expect((await visitor.post('/api/casino/launch', { gameId: 'Not A Slug!', mode: 'demo' })).statusCode).toBe(400);
    expect(
      (await visitor.post('/api/casino/launch', { gameId: gameOn(app, 'slot').id, mode: 'turbo' })).statusCode,
    ).toBe(400);
  });

  it('records what a player launched as recently played', async () => {
    const { app } = opened;
    const { client } = await loggedInPlayer(app);
    const roulette = gameOn(app, 'roulette');
    await launch(client, roulette.id);
    const recent = (await client.get('/api/casino/recent')).json();
    expect(recent.games.map((game: { id: string }) => game.id)).toEqual([roulette.id]);
  });
});

describe('the casino check gate', () => {
  it('stops a real launch once the session time limit is reached, with its reason, and the rounds of an open game', async () => {
    const { app, clock } = opened;
    const { client } = await fundedPlayer(app, 10_000);
    const slot = gameOn(app, 'slot');
    const { token } = await launch(client, slot.id);
    expect((await client.put('/api/client/rg/time-limit', { timeLimitSeconds: 600 })).statusCode).toBe(200);
    expect((await client.get('/api/client/rg/casino-check')).json()).toEqual({ allowed: true, reason: null });

    clock.now += 11 * MINUTE;
    try {
      const check = (await client.get('/api/client/rg/casino-check')).json();
      expect(check.allowed).toBe(false);
      const refused = await client.post('/api/casino/launch', { gameId: slot.id, mode: 'real' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(check.reason);
      const round = await playRound(client, token, { engine: 'slot', stake: slot.minStake });
      expect(round.statusCode).toBe(403);
      // Fun play is not gambling: it stays open.
      expect((await client.post('/api/casino/launch', { gameId: slot.id, mode: 'demo' })).statusCode).toBe(200);
    } finally {
      clock.now -= 11 * MINUTE;
    }
  });

  it('lets only the player who opened a real session play it', async () => {
    const { app } = opened;
    const owner = await fundedPlayer(app, 10_000);
    const other = await fundedPlayer(app, 10_000);
    const slot = gameOn(app, 'slot');
    const { token } = await launch(owner.client, slot.id);
    const stolen = await playRound(other.client, token, { engine: 'slot', stake: slot.minStake });
    expect(stolen.statusCode).toBe(403);
    const anonymous = await playRound(new TestClient(app), token, { engine: 'slot', stake: slot.minStake });
    expect(anonymous.statusCode).toBe(401);
    expect((await owner.client.get('/api/casino/session?token=unknown-token-aaaaaaaaaaaaaaaa')).statusCode).toBe(404);
  });
});
