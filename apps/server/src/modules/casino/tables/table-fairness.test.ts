import type { TableRoundFairness, TableState } from '@playline/contract/casino';
import { describe, expect, it } from 'vitest';
import { TestClient } from '#app/test/test-client.ts';
import { seedHash } from '../engines/fair-rng';
import { replayTableRound } from '../fairness/verify';
import { roundSecret } from './secrets';
import { betOn, leader, roundAt, tableSession, useTablesApp } from './test-kit';

/**
 * Issue 18: a table round's outcome is committed (its hash published before betting closes) and revealed after,
 * so a player can check it was not changed after their bet. Attack tests: the commitment is out while bets are
 * taken, the secret is served to nobody before the round is over, and once out it hashes to the commitment and
 * reproduces the result.
 */
const opened = useTablesApp();
const ROULETTE = 1;
const BLACKJACK = 10;
const client = () => new TestClient(opened.app);
const stateOf = async (tableId: number): Promise<TableState> =>
  (await client().get(`/api/casino/tables/${tableId}`)).json();
const fairnessOf = async (tableId: number, roundId: number): Promise<TableRoundFairness> =>
  (await client().get(`/api/casino/tables/${tableId}/rounds/${roundId}/fairness`)).json();

describe('committed table rounds', () => {
  it('publishes a roulette round’s hash while betting is open and its seed with the result, which it reproduces', async () => {
    const round = roundAt(ROULETTE, opened.clock.now);
    const pass = leader(opened.app); // draws from the committed secrets, as in production
    await pass();
    const betting = await stateOf(ROULETTE);
    expect(betting).toMatchObject({ phase: 'betting', fairness: { roundId: round.roundId, serverSeed: null } });
    const committed = betting.fairness?.serverSeedHash ?? '';
    expect(committed).toMatch(/^[0-9a-f]{64}$/);
    const { session } = await tableSession(opened.app, ROULETTE, null);
    const bet = { engine: 'live-roulette' as const, bets: [{ kind: 'red' as const, stake: 100 }] };
    expect((await betOn(client(), ROULETTE, { token: session.token, roundId: round.roundId, bet })).statusCode).toBe(
      201,
    );
    expect(await fairnessOf(ROULETTE, round.roundId)).toMatchObject({
      serverSeedHash: committed,
      serverSeed: null,
      result: null,
    });

    opened.clock.now = round.bettingClosesAt;
    await pass();
    const shown = await stateOf(ROULETTE);
    const seed = shown.fairness?.serverSeed ?? '';
    expect(seedHash(seed)).toBe(committed);
    expect(replayTableRound('live-roulette', ROULETTE, round.roundId, seed, committed)).toEqual(shown.result);
    expect(await fairnessOf(ROULETTE, round.roundId)).toMatchObject({
      serverSeed: seed,
      result: shown.result,
      nonce: round.roundId,
    });
  });

  it('keeps a blackjack round’s secret (which tells every card) from everyone until its decisions are over', async () => {
    opened.clock.now = roundAt(BLACKJACK, opened.clock.now).nextRoundAt;
    const round = roundAt(BLACKJACK, opened.clock.now);
    const pass = leader(opened.app);
    await pass();
    const { session } = await tableSession(opened.app, BLACKJACK, null);
    const bet = { engine: 'live-blackjack' as const, stake: 100 };
    expect((await betOn(client(), BLACKJACK, { token: session.token, roundId: round.roundId, bet })).statusCode).toBe(
      201,
    );
    opened.clock.now = round.bettingClosesAt;
    await pass();
    const secret = await roundSecret(opened.app.db, BLACKJACK, round.roundId);
    const playing = await stateOf(BLACKJACK);
    expect(playing).toMatchObject({
      phase: 'playing',
      fairness: { serverSeedHash: secret?.serverSeedHash, serverSeed: null },
    });
    expect(playing.dealt).toHaveLength(2);
    const early = await fairnessOf(BLACKJACK, round.roundId);
    expect(early.serverSeed).toBeNull();
    expect(JSON.stringify([playing, early])).not.toContain(secret?.serverSeed);

    opened.clock.now = round.decisionsCloseAt;
    await pass();
    const over = await fairnessOf(BLACKJACK, round.roundId);
    expect(over.serverSeed).toBe(secret?.serverSeed);
    const replayed = replayTableRound(
      'live-blackjack',
      BLACKJACK,
      round.roundId,
      over.serverSeed ?? '',
      over.serverSeedHash,
    );
    expect(replayed).toEqual(over.result);
    expect((await stateOf(BLACKJACK)).fairness?.serverSeed).toBe(secret?.serverSeed);
  });

  it('answers 404 for a round still to come', async () => {
    const future = roundAt(ROULETTE, opened.clock.now).roundId + 5;
    expect((await client().get(`/api/casino/tables/${ROULETTE}/rounds/${future}/fairness`)).statusCode).toBe(404);
  });
});
