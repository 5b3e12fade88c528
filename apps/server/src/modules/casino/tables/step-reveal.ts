import type { TableResult } from '@playline/contract/casino';
import type { FastifyInstance } from 'fastify';
import type { Database } from '#app/db/client.ts';
import type { HandPlay } from './blackjack-hand';
import { lockRound, roundBets, showNextCard } from './repository';
import { BLACKJACK_STEP_MS, nextCardDue } from './steps';

type BlackjackResult = Extract<TableResult, { engine: 'live-blackjack' }>;

/**
 * Inside a transaction holding the round's row: shows the next common card when the step is complete (or, with
 * `overdue`, when its time is up) and answers how many cards are shown now. `plays` may carry a decision this
 * transaction has just written.
 */
export async function showCardIfDue(
  tx: Database,
  round: { tableId: number; roundId: number; revealed: number; result: unknown },
  now: Date,
  overdue: boolean,
  plays?: readonly HandPlay[],
): Promise<number> {
  const { cards } = round.result as BlackjackResult;
  const hands = plays ?? (await roundBets(tx, round.tableId, round.roundId)).map((bet) => bet.bet as HandPlay);
  if (!nextCardDue(cards, hands, round.revealed, overdue)) return round.revealed;
  await showNextCard(tx, round.tableId, round.roundId, round.revealed + 1, now);
  return round.revealed + 1;
}

/**
 * The leader's pass while a round is played: a step whose time is up shows its card (the seats that did not
 * decide stand). Answers the cards shown now when that changed, else null.
 */
export async function showOverdueCard(app: FastifyInstance, tableId: number, roundId: number) {
  const now = app.clock();
  return app.ledger.transaction(async (tx) => {
    const round = await lockRound(tx, tableId, roundId);
    if (!round?.stepStartedAt || now.getTime() - round.stepStartedAt.getTime() < BLACKJACK_STEP_MS) return null;
    const revealed = await showCardIfDue(tx, round, now, true);
    return revealed > round.revealed ? (round.result as BlackjackResult).cards.slice(0, revealed) : null;
  });
}
