import { describe, expect, it } from 'vitest';
import { available, fundedPlayer, ledgerCheck } from '#app/modules/bets/shared/test-kit.ts';
import { TestClient } from '#app/test/test-client.ts';
import { handTotal } from '../engines/live-blackjack';
import { drawOnce } from './repository';
import { BLACKJACK_STEP_MS } from './steps';
import { betOn, demoBalance, fixedRng, leader, roundAt, tableSession, useTablesApp } from './test-kit';

const opened = useTablesApp();
const BLACKJACK = 10;

/** Writes the round's draw first (the leader then finds it), so the cards do not depend on how the engine shuffles. */
const drawn = (roundId: number, cards: string[], dealer: string[]) =>
  drawOnce(
    opened.app.db,
    BLACKJACK,
    roundId,
    () => ({ engine: 'live-blackjack', cards, dealer, dealerTotal: handTotal(dealer) }),
    opened.app.clock(),
  );

async function seat(real: boolean) {
  if (!real) {
    const { session } = await tableSession(opened.app, BLACKJACK, null);
    return { client: new TestClient(opened.app), session };
  }
  const player = await fundedPlayer(opened.app, 1_000);
  const { session } = await tableSession(opened.app, BLACKJACK, player.userId);
  return { client: player.client, session };
}

describe('live blackjack', () => {
  it('deals common cards, takes hit, stand and double while the hand is played, and pays by the dealer', async () => {
    const round = roundAt(BLACKJACK, opened.clock.now);
    const seats = {
      stands: await seat(false),
      hits: await seat(true),
      doubles: await seat(true),
      idle: await seat(false),
    };
    for (const { client, session } of Object.values(seats)) {
      const bet = { engine: 'live-blackjack' as const, stake: 100 };
      expect((await betOn(client, BLACKJACK, { token: session.token, roundId: round.roundId, bet })).statusCode).toBe(
        201,
      );
    }
    const decide = (who: keyof typeof seats, action: 'hit' | 'stand' | 'double') =>
      seats[who].client.post(`/api/casino/tables/${BLACKJACK}/decisions`, {
        token: seats[who].session.token,
        roundId: round.roundId,
        action,
      });
    const early = await decide('hits', 'hit');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Decisions are taken only while the hand is being played.');

    // The round's shoe, drawn as the leader would: common cards 6S 7S 8S …, the dealer 2D 3D 4D 5D 6D (20).
    opened.clock.now = round.bettingClosesAt;
    await drawn(round.roundId, ['6S', '7S', '8S', '9S', '10S', 'JS'], ['2D', '3D', '4D', '5D', '6D']);
    const dealer = leader(opened.app, fixedRng(0));
    await dealer();
    const playing = (await seats.idle.client.get(`/api/casino/tables/${BLACKJACK}`)).json();
    expect(playing).toMatchObject({ phase: 'playing', result: null, dealt: ['6S', '7S'] });

    expect((await decide('stands', 'stand')).json()).toMatchObject({ cards: ['6S', '7S'], total: 13, finished: true });
    expect((await decide('stands', 'hit')).statusCode).toBe(409);
    // A hit asks for the next card; it is shown once every seat still playing has decided this step.
    expect((await decide('hits', 'hit')).json()).toMatchObject({ cards: ['6S', '7S'], finished: false, waiting: true });
    const again = await decide('hits', 'hit');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Your card is shown once every seat has decided.');
    const doubled = (await decide('doubles', 'double')).json();
    expect(doubled).toMatchObject({
      stake: 200,
      doubled: true,
      finished: true,
      waiting: true,
      balance: { balance: 800 },
    });
    // `idle` has not decided: nobody sees the card it might draw.
    expect((await seats.idle.client.get(`/api/casino/tables/${BLACKJACK}`)).json().dealt).toEqual(['6S', '7S']);

    // The step's time runs out: the card is shown, and `idle`, which did not decide, stands.
    opened.clock.now += BLACKJACK_STEP_MS;
    await dealer();
    expect((await seats.idle.client.get(`/api/casino/tables/${BLACKJACK}`)).json().dealt).toEqual(['6S', '7S', '8S']);
    expect((await decide('idle', 'hit')).statusCode).toBe(409);
    // 21 ends the hand: nothing more to decide.
    expect((await decide('hits', 'stand')).statusCode).toBe(409);

    opened.clock.now = roundAt(BLACKJACK, opened.clock.now).decisionsCloseAt;
    expect((await decide('idle', 'hit')).statusCode).toBe(409);
    await dealer();
    const result = (await seats.idle.client.get(`/api/casino/tables/${BLACKJACK}`)).json();
    // The table is shown the common cards as far as the longest hand went, and the dealer's hand.
    expect(result).toMatchObject({
      phase: 'result',
      result: {
        engine: 'live-blackjack',
        cards: ['6S', '7S', '8S'],
        dealer: ['2D', '3D', '4D', '5D', '6D'],
        dealerTotal: 20,
      },
    });
    expect(await available(seats.hits.client)).toBe(1_000 - 100 + 200);
    expect(await available(seats.doubles.client)).toBe(1_000 - 200 + 400);
    expect(await demoBalance(opened.app, seats.stands.session.id)).toBe(100_000 - 100);
    expect(await demoBalance(opened.app, seats.idle.session.id)).toBe(100_000 - 100);
    expect(await ledgerCheck(opened.app)).toMatchObject({
      unbalancedTransactions: 0,
      balanceMismatches: 0,
      negativeBalances: 0,
    });
  });

  it('allows a double only on the first two cards', async () => {
    opened.clock.now = roundAt(BLACKJACK, opened.clock.now).nextRoundAt;
    const round = roundAt(BLACKJACK, opened.clock.now);
    const { client, session } = await seat(false);
    const bet = { engine: 'live-blackjack' as const, stake: 100 };
    expect((await betOn(client, BLACKJACK, { token: session.token, roundId: round.roundId, bet })).statusCode).toBe(
      201,
    );
    opened.clock.now = round.bettingClosesAt;
    await drawn(round.roundId, ['2S', '3S', '4S', '5S', '6S', '7S'], ['10H', 'JH']);
    await leader(opened.app, fixedRng(0))();
    const decide = (action: string) =>
      client.post(`/api/casino/tables/${BLACKJACK}/decisions`, {
        token: session.token,
        roundId: round.roundId,
        action,
      });
    // Alone at the table, a hit completes the step at once: the card comes with the answer.
    expect((await decide('hit')).json()).toMatchObject({ cards: ['2S', '3S', '4S'], finished: false, waiting: false });
    const late = await decide('double');
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('You cannot double now.');
  });
});
