import { type RoundResult, roundResultSchema } from '@playline/contract/casino';
import { describe, expect, it } from 'vitest';
import { newKey } from '#app/test/test-client.ts';
import { available, fundedPlayer } from '../bets/shared/test-kit';
import { act, gameOn, launch, ledgerCheck, playRound, useCasinoApp } from './test-kit';

const opened = useCasinoApp();
const parse = (body: string): RoundResult => roundResultSchema.parse(JSON.parse(body));
type Hand = Extract<RoundResult['outcome'], { engine: 'blackjack' }>;
const handOf = (result: RoundResult) => result.outcome as Hand;

describe('blackjack hands', () => {
  it('plays hands to the end: the balance moves by exactly what each hand returned, and a retried decision applies once', async () => {
    const { app } = opened;
    const { client } = await fundedPlayer(app, 100_000);
    const game = gameOn(app, 'blackjack');
    const { token } = await launch(client, game.id);
    let expected = 100_000;
    let doubled = 0;
    for (let hand = 0; hand < 25; hand++) {
      let result = parse((await playRound(client, token, { engine: 'blackjack', stake: 1_000 })).body);
      while (!result.finished) {
        expect(handOf(result).dealer).toHaveLength(1);
        expect(result.outcome).not.toHaveProperty('shoe');
        const actions = handOf(result).actions;
        const action =
          actions.includes('double') && hand % 3 === 0 ? 'double' : handOf(result).playerTotal < 15 ? 'hit' : 'stand';
        const key = newKey();
        const response = await act(client, token, result.roundId, action, key);
        expect(response.statusCode).toBe(200);
        const retried = await act(client, token, result.roundId, action, key);
        expect(parse(retried.body)).toEqual(parse(response.body));
        result = parse(response.body);
        if (action === 'double') doubled++;
      }
      expect(handOf(result).actions).toEqual([]);
      expect(handOf(result).result).not.toBeNull();
      expected += result.win - result.stake;
      expect(result.balance.balance).toBe(expected);
    }
    expect(doubled).toBeGreaterThan(0);
    expect(await available(client)).toBe(expected);
    expect(await ledgerCheck(app)).toMatchObject({ entriesSum: 0, unbalancedTransactions: 0, negativeBalances: 0 });
  });

  it('keeps one hand open per session, resumes it, and refuses decisions the hand does not allow', async () => {
    const { app } = opened;
    const { client } = await fundedPlayer(app, 100_000);
    const { token } = await launch(client, gameOn(app, 'blackjack').id);
    let open: RoundResult | null = null;
    for (let tries = 0; tries < 20 && !open; tries++) {
      const result = parse((await playRound(client, token, { engine: 'blackjack', stake: 500 })).body);
      if (!result.finished) open = result;
    }
    if (!open) throw new Error('twenty naturals in a row');
    expect((await playRound(client, token, { engine: 'blackjack', stake: 500 })).statusCode).toBe(409);
    const session = (await client.get(`/api/casino/session?token=${token}`)).json();
    expect(session.openRound.roundId).toBe(open.roundId);
    const stand = parse((await act(client, token, open.roundId, 'stand')).body);
    expect(stand.finished).toBe(true);
    expect((await act(client, token, open.roundId, 'hit')).statusCode).toBe(409);
    expect((await act(client, token, 999_999, 'hit')).statusCode).toBe(404);
    expect((await act(client, token, open.roundId, 'split')).statusCode).toBe(400);
  });
});

describe('blackjack insurance through the wallet', () => {
  it('takes half the stake once, pays 2:1 on a dealer blackjack, and the balance follows every hand exactly', async () => {
    const { app } = opened;
    const { client } = await fundedPlayer(app, 200_000);
    const { token } = await launch(client, gameOn(app, 'blackjack').id);
    let expected = 200_000;
    let insured = 0;
    for (let hand = 0; hand < 80 && insured < 2; hand++) {
      let result = parse((await playRound(client, token, { engine: 'blackjack', stake: 1_000 })).body);
      if (!result.finished && handOf(result).actions.includes('insurance')) {
        // Twice at once: one side bet is taken, the other request finds the hand moved on (409) or the same answer.
        const [first, second] = await Promise.all([
          act(client, token, result.roundId, 'insurance'),
          act(client, token, result.roundId, 'insurance'),
        ]);
        const answers = [first, second].filter((response) => response.statusCode === 200).map((r) => parse(r.body));
        expect(answers.length).toBeGreaterThan(0);
        for (const response of [first, second]) expect([200, 400, 409]).toContain(response.statusCode);
        result = answers[0] as RoundResult;
        expect(result.stake).toBe(1_500);
        expect(handOf(result)).toMatchObject({ insurance: 500 });
        if (result.finished) {
          // The dealer's blackjack: the hand's 1 000 is lost, the insurance returns 1 500 — the player ends level.
          expect(handOf(result)).toMatchObject({ result: 'lose', dealerTotal: 21 });
          expect(result.win).toBe(1_500);
        }
        insured++;
      }
      while (!result.finished) result = parse((await act(client, token, result.roundId, 'stand')).body);
      expected += result.win - result.stake;
      expect(result.balance.balance).toBe(expected);
    }
    expect(insured).toBeGreaterThan(0);
    expect(await available(client)).toBe(expected);
    expect(await ledgerCheck(app)).toMatchObject({ entriesSum: 0, unbalancedTransactions: 0, negativeBalances: 0 });
  });
});
