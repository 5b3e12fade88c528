import { type PlayRoundRequest, type RoundResult, roundResultSchema } from '@playline/contract/casino';
import type { FastifyInstance } from 'fastify';
import type { Messages } from '#app/i18n/translate.ts';
import { requestHash } from '../wallet/request-hash';
import type { StoredHand } from './blackjack-round';
import type { CatalogueEntry } from './catalogue/catalogue';
import type { StoredFlight } from './crash-flight';
import { playInstant, stakeOf } from './engine-play';
import { dealBlackjack } from './engines/blackjack';
import { nextRoundDraw } from './fairness/session-seeds';
import { DEMO_CURRENCY, moveGameMoney } from './money';
import { presentRound } from './present-round';
import { insertRound, roundByKey } from './rounds-repository';
import type { GameSessionRow } from './session';

export interface RoundContext {
  app: FastifyInstance;
  session: GameSessionRow;
  entry: CatalogueEntry;
  messages: Messages;
  idempotencyKey: string;
}

/**
 * Plays one round (or deals a blackjack hand): the engine draws the outcome from the session's seed pair (the shoe
 * of a blackjack hand at the deal) inside the money step's transaction,
 * the round row and the stake and win movement commit together, once per idempotency key. A crash bet without a
 * target opens a flight (crash-flight.ts) the player cashes out of by hand.
 */
export function playRound(context: RoundContext, bet: PlayRoundRequest['bet']) {
  const { app, session, entry, messages, idempotencyKey } = context;
  const now = app.clock();
  return moveGameMoney<RoundResult>(app, session, {
    kind: 'casino_bet',
    idempotencyKey,
    requestHash: requestHash('casino-round', { sessionId: session.id, bet }),
    messages,
    schema: roundResultSchema,
    async replay(tx, available) {
      const row = await roundByKey(tx, session.id, idempotencyKey);
      return row && presentRound(row, { balance: available, currencyCode: DEMO_CURRENCY, demo: true });
    },
    async decide(tx) {
      const stake = stakeOf(bet);
      // The round's randomness: the session's committed seed pair and its next nonce (decision 018).
      const { rng, fairness } = await nextRoundDraw(tx, session.id, now);
      const base = {
        sessionId: session.id,
        userId: session.userId,
        gameId: entry.game.id,
        demo: session.mode === 'demo',
        fairness,
      };
      if (bet.engine === 'blackjack') {
        const hand = dealBlackjack(stake, rng);
        const row = await insertRound(tx, {
          ...base,
          engine: 'blackjack',
          stake: hand.stake,
          win: hand.win,
          status: hand.finished ? 'settled' : 'open',
          state: { hand: hand.finished ? null : hand.state, lastKey: idempotencyKey } satisfies StoredHand,
          outcome: hand.outcome,
          idempotencyKey,
          createdAt: now,
          settledAt: hand.finished ? now : null,
        });
        return { take: hand.stake, pay: hand.win, answer: (balance) => presentRound(row, balance) };
      }
      const play = playInstant(entry, bet, rng);
      if (play.outcome.engine === 'crash' && play.outcome.cashOutAt === null && play.outcome.crashPoint !== null) {
        // A flight: the stake is taken at take-off; the crash point stays in the round's private state.
        const flight = { crashHundredths: Math.round(play.outcome.crashPoint * 100), takeOffAt: now.getTime() };
        const row = await insertRound(tx, {
          ...base,
          engine: 'crash',
          stake,
          win: 0,
          status: 'open',
          state: { flight, lastKey: idempotencyKey } satisfies StoredFlight,
          outcome: { engine: 'crash', crashPoint: null, cashOutAt: null, cashedOut: false },
          idempotencyKey,
          createdAt: now,
          settledAt: null,
        });
        return { take: stake, pay: 0, answer: (balance) => presentRound(row, balance, now) };
      }
      const row = await insertRound(tx, {
        ...base,
        engine: entry.game.engine,
        stake,
        win: play.win,
        status: 'settled',
        state: null,
        outcome: play.outcome,
        idempotencyKey,
        createdAt: now,
        settledAt: now,
      });
      return { take: stake, pay: play.win, answer: (balance) => presentRound(row, balance) };
    },
  });
}
