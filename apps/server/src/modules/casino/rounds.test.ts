import { IDEMPOTENT_REPLAYED_HEADER } from '@playline/contract';
import { type RoundResult, roundResultSchema } from '@playline/contract/casino';
import { describe, expect, it } from 'vitest';
import { newKey } from '#app/test/test-client.ts';
import { available, fundedPlayer } from '../bets/shared/test-kit';
import { gameOn, launch, ledgerCheck, playRound, useCasinoApp } from './test-kit';

const opened = useCasinoApp();
const parse = (body: string): RoundResult => roundResultSchema.parse(JSON.parse(body));

describe('a round against the wallet', () => {
  it('takes the stake and pays the win in one movement, and the balance follows exactly', async () => {
    const { app } = opened;
    const { client } = await fundedPlayer(app, 50_000);
    const slot = gameOn(app, 'slot');
    const { token } = await launch(client, slot.id);
    let expected = 50_000;
    let won = 0;
    for (let round = 0; round < 40; round++) {
      const response = await playRound(client, token, { engine: 'slot', stake: 100 });
      expect(response.statusCode).toBe(200);
      const result = parse(response.body);
      expected += result.win - result.stake;
      won += result.win;
      expect(result).toMatchObject({ stake: 100, finished: true, balance: { balance: expected, demo: false } });
    }
    expect(await available(client)).toBe(expected);
    expect(won).toBeGreaterThan(0);
    const history = (await client.get('/api/client/transactions?type=casino_bet&pageSize=100')).json();
    expect(history.items).toHaveLength(40);
    // Each movement shows the round's net effect on the available balance.
    const net = history.items.reduce((sum: number, item: { availableChange: number }) => sum + item.availableChange, 0);
    expect(net).toBe(expected - 50_000);
    expect(await ledgerCheck(app)).toMatchObject({
      entriesSum: 0,
      unbalancedTransactions: 0,
      negativeBalances: 0,
      balanceMismatches: 0,
    });
  });

  it('answers a retried round with the first result and moves no money again', async () => {
    const { app } = opened;
    const { client } = await fundedPlayer(app, 10_000);
    const roulette = gameOn(app, 'roulette');
    const { token } = await launch(client, roulette.id);
    const bet = { engine: 'roulette' as const, bets: [{ kind: 'red' as const, stake: 500 }] };
    const key = newKey();
    const [first, again] = await Promise.all([playRound(client, token, bet, key), playRound(client, token, bet, key)]);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(parse(again.body)).toEqual(parse(first.body));
    const later = await playRound(client, token, bet, key);
    expect(later.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBe('true');
    expect(parse(later.body).roundId).toBe(parse(first.body).roundId);
    expect(await available(client)).toBe(10_000 - 500 + parse(first.body).win);
    const other = await playRound(client, token, { ...bet, bets: [{ kind: 'black', stake: 500 }] }, key);
    expect(other.statusCode).toBe(409);
  });

  it("refuses a stake beyond the balance or the limits, another engine's bet and an impossible roulette shape", async () => {
    const { app } = opened;
    const { client } = await fundedPlayer(app, 300);
    const crash = gameOn(app, 'crash');
    const { token } = await launch(client, crash.id);
    const tooMuch = await playRound(client, token, { engine: 'crash', stake: 500, cashOutAt: 2 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toMatch(/balance/i);
    expect(
      (await playRound(client, token, { engine: 'crash', stake: crash.maxStake + 1, cashOutAt: 2 })).statusCode,
    ).toBe(400);
    expect((await playRound(client, token, { engine: 'slot', stake: 100 })).statusCode).toBe(400);
    const slot = await launch(client, gameOn(app, 'slot', 'high').id);
    const uneven = await playRound(client, slot.token, { engine: 'slot', stake: 110 });
    expect(uneven.statusCode).toBe(400);
    expect(uneven.json().message).toMatch(/multiple of/);
    expect((await playRound(client, token, { engine: 'crash', stake: 100, cashOutAt: 0.5 })).statusCode).toBe(400);
    const roulette = await launch(client, gameOn(app, 'roulette').id);
    const split = { engine: 'roulette' as const, bets: [{ kind: 'split' as const, numbers: [1, 36], stake: 100 }] };
    const shape = await playRound(client, roulette.token, split);
    expect(shape.statusCode).toBe(400);
    expect(await available(client)).toBe(300);
  });

  it('plays fun credits without touching the wallet', async () => {
    const { app } = opened;
    const { client } = await fundedPlayer(app, 1_000);
    const slot = gameOn(app, 'slot');
    const { token } = await launch(client, slot.id, 'demo');
    const key = newKey();
    const result = parse((await playRound(client, token, { engine: 'slot', stake: 200 }, key)).body);
    expect(result.balance).toMatchObject({ demo: true, balance: 100_000 - 200 + result.win });
    expect(parse((await playRound(client, token, { engine: 'slot', stake: 200 }, key)).body).roundId).toBe(
      result.roundId,
    );
    expect(await available(client)).toBe(1_000);
  });
});
