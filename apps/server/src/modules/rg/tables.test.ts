import { describe, expect, it } from 'vitest';
import { PLAYER_PASSWORD } from '#app/test/factories.ts';
import { OWNER_KEY } from '#app/test/staff-keys.ts';
import { betOn, roundAt, tableSession, useTablesApp } from '../casino/tables/test-kit';
import { expectNothingMoved, expectOverLimit, limitSet, rgPlayer } from './test-kit';

/** The clock stands at the opening of a round of every table (a time of this app's own, see freshRoundStart). */
const opened = useTablesApp();
const ROULETTE = 1;

async function seatedPlayer(deposit: number) {
  const player = await rgPlayer(opened.app, deposit);
  const { session } = await tableSession(opened.app, ROULETTE, player.userId);
  return { ...player, token: session.token };
}

const rouletteBet = (token: string, stake: number) => ({
  token,
  roundId: roundAt(ROULETTE, opened.clock.now).roundId,
  bet: { engine: 'live-roulette' as const, bets: [{ kind: 'red' as const, stake }] },
});

describe('limits at a live table', () => {
  it('takes a bet up to the wager allowance, to the cent, and refuses the cent more with nothing moved', async () => {
    const { app } = opened;
    const { client, token } = await seatedPlayer(10_000);
    await limitSet(client, 'wager', 'day', 1_500);
    expect((await betOn(client, ROULETTE, rouletteBet(token, 1_000))).statusCode).toBe(201);
    const over = await betOn(client, ROULETTE, rouletteBet(token, 501));
    expectOverLimit(over, '24-hour wager limit of €15.00', { remaining: 500 });
    await expectNothingMoved(app, client, 9_000, OWNER_KEY);
    expect((await betOn(client, ROULETTE, rouletteBet(token, 500))).statusCode).toBe(201);
  });

  it('refuses a table bet on a seat taken before a time-out, after the player logs in again', async () => {
    const { app } = opened;
    const { client, token, userName } = await seatedPlayer(5_000);
    expect((await client.post('/api/client/rg/exclusion', { kind: 'time_out', duration: '7d' })).statusCode).toBe(200);
    // The ended session cannot bet at all (401); the new one is refused by the time-out.
    const ended = await betOn(client, ROULETTE, rouletteBet(token, 100));
    expect(ended.statusCode).toBe(401);
    await client.login(userName, PLAYER_PASSWORD, { rememberMe: true });
    const refused = await betOn(client, ROULETTE, rouletteBet(token, 100));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/^Your account is in a time-out until /);
    await expectNothingMoved(app, client, 5_000, OWNER_KEY);
  });
});
