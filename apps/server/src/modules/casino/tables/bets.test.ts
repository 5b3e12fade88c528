import { IDEMPOTENT_REPLAYED_HEADER } from '@playline/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { casinoTableBets, casinoTableRounds } from '#app/db/schema.ts';
import { available, fundedPlayer, ledgerCheck } from '#app/modules/bets/shared/test-kit.ts';
import { createPlayer, sessionClient } from '#app/test/factories.ts';
import { newKey, TestClient } from '#app/test/test-client.ts';
import { drawOnce } from './repository';
import { betOn, demoBalance, fixedRng, leader, roundAt, tableSession, useTablesApp } from './test-kit';

const opened = useTablesApp();
const ROULETTE = 1;

async function realSeat(deposit = 10_000) {
  const player = await fundedPlayer(opened.app, deposit);
  const { session } = await tableSession(opened.app, ROULETTE, player.userId);
  return { ...player, token: session.token };
}

describe('live table bets', () => {
  it('answers a table by the clock, and 404 for an unknown one', async () => {
    const client = new TestClient(opened.app);
    const round = roundAt(ROULETTE, opened.clock.now);
    const state = (await client.get(`/api/casino/tables/${ROULETTE}`)).json();
    expect(state).toMatchObject({ tableId: ROULETTE, roundId: round.roundId, phase: 'betting', result: null });
    expect(state.bettingClosesAt).toBe(round.bettingClosesAt);
    const unknown = await client.get('/api/casino/tables/999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('There is no such table.');
  });

  it('takes a bet while the window is open, once per key, and refuses it once closed (409)', async () => {
    const { client, token } = await realSeat();
    const round = roundAt(ROULETTE, opened.clock.now);
    const body = {
      token,
      roundId: round.roundId,
      bet: { engine: 'live-roulette' as const, bets: [{ kind: 'red' as const, stake: 500 }] },
    };
    const key = newKey();
    const first = await betOn(client, ROULETTE, body, key);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      roundId: round.roundId,
      stake: 500,
      balance: { balance: 9_500, demo: false },
    });
    const again = await betOn(client, ROULETTE, body, key);
    expect(again.json().betId).toBe(first.json().betId);
    expect(again.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBe('true');
    expect(await available(client)).toBe(9_500);

    const otherRound = await betOn(client, ROULETTE, { ...body, roundId: round.roundId + 1 });
    expect(otherRound.statusCode).toBe(409);
    const saved = opened.clock.now;
    opened.clock.now = round.bettingClosesAt;
    try {
      const late = await betOn(client, ROULETTE, body);
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe('Betting on this round has closed. Wait for the next round.');
      // The retry of the bet that was taken still gets its answer.
      expect((await betOn(client, ROULETTE, body, key)).json().betId).toBe(first.json().betId);
    } finally {
      opened.clock.now = saved;
    }
    expect(await available(client)).toBe(9_500);
  });

  it('refuses bad bets with 400 before any money moves', async () => {
    const { client, token } = await realSeat(1_000);
    const roundId = roundAt(ROULETTE, opened.clock.now).roundId;
    const chips = (bets: unknown) =>
      betOn(client, ROULETTE, { token, roundId, bet: { engine: 'live-roulette', bets } } as never);
    const split = await chips([{ kind: 'split', numbers: [1, 5], stake: 100 }]);
    expect(split.statusCode).toBe(400);
    expect(split.json().message).toMatch(/^This bet is not valid: /);
    expect((await chips([{ kind: 'red', stake: 60_000 }])).json().message).toMatch(/^The stake must be between/);
    expect((await chips([{ kind: 'red', stake: 5_000 }])).json().message).toMatch(/does not cover the stake/);
    const wheel = await betOn(client, ROULETTE, {
      token,
      roundId,
      bet: { engine: 'live-wheel', bets: [{ segment: '2', stake: 100 }] },
    });
    expect(wheel.json().message).toBe('This bet is not for this game.');
    const elsewhere = await betOn(client, 2, {
      token,
      roundId,
      bet: { engine: 'live-roulette', bets: [{ kind: 'red', stake: 100 }] },
    });
    expect(elsewhere.statusCode).toBe(400);
    const stranger = await sessionClient(opened.app, (await createPlayer(opened.app)).userId);
    expect(
      (
        await betOn(stranger, ROULETTE, {
          token,
          roundId,
          bet: { engine: 'live-roulette', bets: [{ kind: 'red', stake: 100 }] },
        })
      ).statusCode,
    ).toBe(403);
    expect(await available(client)).toBe(1_000);
  });

  it('draws a round once and pays every bet once, whichever leader runs how often', async () => {
    const round = roundAt(ROULETTE, opened.clock.now);
    const { client, token } = await realSeat(10_000);
    const bets = [
      { kind: 'straight' as const, numbers: [17], stake: 100 },
      { kind: 'red' as const, stake: 200 },
      { kind: 'black' as const, stake: 300 },
    ];
    expect(
      (await betOn(client, ROULETTE, { token, roundId: round.roundId, bet: { engine: 'live-roulette', bets } }))
        .statusCode,
    ).toBe(201);
    const demo = await tableSession(opened.app, ROULETTE, null);
    const demoBet = { engine: 'live-roulette' as const, bets: [{ kind: 'odd' as const, stake: 1_000 }] };
    expect(
      (
        await betOn(new TestClient(opened.app), ROULETTE, {
          token: demo.session.token,
          roundId: round.roundId,
          bet: demoBet,
        })
      ).statusCode,
    ).toBe(201);
    expect(await demoBalance(opened.app, demo.session.id)).toBe(99_000);

    opened.clock.now = round.bettingClosesAt + 100;
    // 17 is black and odd: the straight returns 36×, black 2×, odd 2×; red loses.
    await leader(opened.app, fixedRng(17))();
    await leader(opened.app, fixedRng(3))();
    const again = leader(opened.app, fixedRng(3));
    await Promise.all([again(true), again()]);

    const rows = await opened.app.db
      .select()
      .from(casinoTableRounds)
      .where(and(eq(casinoTableRounds.tableId, ROULETTE), eq(casinoTableRounds.roundId, round.roundId)));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.result).toEqual({ engine: 'live-roulette', number: 17, color: 'black' });
    expect(rows[0]?.settledAt).not.toBeNull();
    expect(await available(client)).toBe(10_000 - 600 + 3_600 + 600);
    expect(await demoBalance(opened.app, demo.session.id)).toBe(99_000 + 2_000);
    const settled = await opened.app.db
      .select()
      .from(casinoTableBets)
      .where(eq(casinoTableBets.roundId, round.roundId));
    expect(settled.every((bet) => bet.settledAt !== null)).toBe(true);
    expect(await ledgerCheck(opened.app)).toMatchObject({
      unbalancedTransactions: 0,
      balanceMismatches: 0,
      negativeBalances: 0,
    });

    const state = (await client.get(`/api/casino/tables/${ROULETTE}`)).json();
    expect(state).toMatchObject({ phase: 'result', result: { number: 17 } });
    opened.clock.now = round.nextRoundAt;
    const next = (await client.get(`/api/casino/tables/${ROULETTE}`)).json();
    expect(next).toMatchObject({ phase: 'betting', roundId: round.roundId + 1, result: null });
    expect(next.history[0]).toEqual({ engine: 'live-roulette', number: 17, color: 'black' });
  });

  it('a leader that restarts pays a round drawn but left unpaid, and one it never drew', async () => {
    const { client, token } = await realSeat(5_000);
    const chip = { engine: 'live-roulette' as const, bets: [{ kind: 'straight' as const, numbers: [0], stake: 100 }] };
    const rounds = [];
    for (const _ of [1, 2]) {
      opened.clock.now = roundAt(ROULETTE, opened.clock.now).nextRoundAt;
      const round = roundAt(ROULETTE, opened.clock.now);
      rounds.push(round);
      expect((await betOn(client, ROULETTE, { token, roundId: round.roundId, bet: chip })).statusCode).toBe(201);
    }
    const [never, unpaid] = rounds as [(typeof rounds)[0], (typeof rounds)[0]];
    // The first round closed while no leader ran; the second was drawn by a leader that stopped right after.
    const drawnAt = new Date(unpaid.bettingClosesAt);
    await drawOnce(
      opened.app.db,
      ROULETTE,
      unpaid.roundId,
      () => ({ engine: 'live-roulette', number: 0, color: 'green' }),
      drawnAt,
    );
    opened.clock.now = unpaid.nextRoundAt + 1_000;
    await leader(opened.app, fixedRng(0))(true);
    expect(await available(client)).toBe(5_000 - 200 + 2 * 3_600);
    for (const round of [never, unpaid]) {
      const [row] = await opened.app.db
        .select()
        .from(casinoTableRounds)
        .where(and(eq(casinoTableRounds.tableId, ROULETTE), eq(casinoTableRounds.roundId, round.roundId)));
      expect(row?.settledAt).not.toBeNull();
    }
    await leader(opened.app, fixedRng(0))(true);
    expect(await available(client)).toBe(5_000 - 200 + 2 * 3_600);
    expect(await ledgerCheck(opened.app)).toMatchObject({
      unbalancedTransactions: 0,
      balanceMismatches: 0,
      negativeBalances: 0,
    });
  });
});
