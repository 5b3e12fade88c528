import { describe, expect, it } from 'vitest';
import { fundedPlayer } from '#app/modules/bets/shared/test-kit.ts';
import { TestClient } from '#app/test/test-client.ts';
import { handTotal } from '../engines/live-blackjack';
import { drawOnce } from './repository';
import { betOn, fixedRng, leader, roundAt, tableSession, useTablesApp } from './test-kit';

/**
 * Issue 18: "all seats share one card sequence, so one account with two seats sees the next card on one seat
 * before deciding on the other". Attack tests: a second hand of one player is refused, and however seats are
 * held (one account, or players telling each other), no card is seen while a seat that could draw it has to decide.
 */
const opened = useTablesApp();
const BLACKJACK = 10;
const COMMON = ['6S', '7S', '8S', '9S', '10S', 'JS'];

async function dealRound(roundId: number, closesAt: number) {
  opened.clock.now = closesAt;
  await drawOnce(
    opened.app.db,
    BLACKJACK,
    roundId,
    () => ({ engine: 'live-blackjack', cards: COMMON, dealer: ['10D', '7D'], dealerTotal: handTotal(['10D', '7D']) }),
    opened.app.clock(),
  );
  await leader(opened.app, fixedRng(0))();
}

describe('live blackjack seats', () => {
  it('refuses a second hand of one player in a round, from another game session too (409)', async () => {
    const round = roundAt(BLACKJACK, opened.clock.now);
    const player = await fundedPlayer(opened.app, 1_000);
    const first = await tableSession(opened.app, BLACKJACK, player.userId);
    const second = await tableSession(opened.app, BLACKJACK, player.userId);
    const bet = { engine: 'live-blackjack' as const, stake: 100 };
    expect(
      (await betOn(player.client, BLACKJACK, { token: first.session.token, roundId: round.roundId, bet })).statusCode,
    ).toBe(201);
    for (const { session } of [first, second]) {
      const refused = await betOn(player.client, BLACKJACK, { token: session.token, roundId: round.roundId, bet });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        statusCode: 409,
        message: 'You already have a hand in this round at this table: one hand per player per round.',
      });
    }
  });

  it('shows no card drawn by one seat before every other seat that could draw it has decided', async () => {
    opened.clock.now = roundAt(BLACKJACK, opened.clock.now).nextRoundAt;
    const round = roundAt(BLACKJACK, opened.clock.now);
    // Two seats played together (two visitors' sessions here: the same as two colluding players).
    const seats = await Promise.all([0, 1].map(() => tableSession(opened.app, BLACKJACK, null)));
    const client = new TestClient(opened.app);
    for (const { session } of seats) {
      const bet = { engine: 'live-blackjack' as const, stake: 100 };
      expect((await betOn(client, BLACKJACK, { token: session.token, roundId: round.roundId, bet })).statusCode).toBe(
        201,
      );
    }
    await dealRound(round.roundId, round.bettingClosesAt);
    const decide = (seat: number, action: string) =>
      client.post(`/api/casino/tables/${BLACKJACK}/decisions`, {
        token: seats[seat]?.session.token,
        roundId: round.roundId,
        action,
      });
    const table = async () => (await client.get(`/api/casino/tables/${BLACKJACK}`)).json();

    // Seat 0 hits on 13: nothing it or the table is told reveals the card seat 1 would draw.
    const hit = (await decide(0, 'hit')).json();
    expect(hit).toMatchObject({ cards: ['6S', '7S'], waiting: true });
    expect(JSON.stringify(hit)).not.toContain('8S');
    expect((await table()).dealt).toEqual(['6S', '7S']);
    expect(JSON.stringify(await table())).not.toContain('8S');

    // Seat 1 decides without having seen it; only then does the card come, to the seat that asked for it.
    expect((await decide(1, 'hit')).json()).toMatchObject({ cards: ['6S', '7S', '8S'], total: 21, finished: true });
    expect((await table()).dealt).toEqual(['6S', '7S', '8S']);
    // The next step again waits for every seat still playing (seat 0 is at 21 too, so none is left).
    expect((await decide(0, 'hit')).statusCode).toBe(409);
  });
});
