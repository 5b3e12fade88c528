import type { tableDecisionRequestSchema } from '@playline/contract/casino';
import { type TableDecisionResult, type TableResult, tableDecisionResultSchema } from '@playline/contract/casino';
import type * as z from 'zod';
import type { Database } from '#app/db/client.ts';
import type { Messages } from '#app/i18n/translate.ts';
import { HttpError } from '#app/lib/http-error.ts';
import type { TableDefinition } from '../catalogue/tables';
import { handTotal } from '../engines/live-blackjack';
import { moveGameMoney } from '../money';
import type { GameSessionRow } from '../session';
import type { HandPlay } from './blackjack-hand';
import { announce } from './job';
import { lockBet, lockRound, roundBets, roundRow, sessionBetOnRound, setBetPlay, type TableBetRow } from './repository';
import { currentRound } from './rhythm';
import type { TablesService } from './service';
import { showCardIfDue } from './step-reveal';
import { seatStatus, shownHand } from './steps';

export interface TableDecision {
  table: TableDefinition;
  session: GameSessionRow;
  body: z.infer<typeof tableDecisionRequestSchema>;
  messages: Messages;
}

type Action = TableDecision['body']['action'];

const handView = (
  roundId: number,
  cards: readonly string[],
  play: HandPlay,
  revealed: number,
  balance: TableDecisionResult['balance'],
): TableDecisionResult => {
  const hand = shownHand(cards, play, revealed);
  const status = seatStatus(cards, play, revealed);
  return {
    roundId,
    cards: hand,
    total: handTotal(hand),
    stake: play.stake * (play.doubled ? 2 : 1),
    doubled: play.doubled,
    finished: play.stood || play.doubled || status === 'finished',
    waiting: status === 'waiting',
    balance,
  };
};

/** The play after `action`: a double only on the first two cards. */
function nextPlay(play: HandPlay, action: Action, messages: Messages): HandPlay {
  if (action === 'stand') return { ...play, stood: true };
  if (action === 'hit') return { ...play, hits: play.hits + 1 };
  if (play.hits > 0) throw new HttpError(400, messages.t('casino.actionNotAllowed', { action }));
  return { ...play, hits: 1, doubled: true };
}

/**
 * Applies a decision while holding the round's row (so decisions of one round, and the step's card, go one at a
 * time): only a seat that has still to decide in this step may act; a seat waiting for its card is told so. When
 * the decision completes the step, the next common card is shown in the same transaction.
 */
async function applyDecision(tx: Database, bet: TableBetRow, action: Action, messages: Messages, now: Date) {
  const round = await lockRound(tx, bet.tableId, bet.roundId);
  if (!round) throw new HttpError(409, messages.t('casino.notDecisionTime'));
  const [locked] = await lockBet(tx, bet.id);
  const play = (locked ?? bet).bet as HandPlay;
  const { cards } = round.result as Extract<TableResult, { engine: 'live-blackjack' }>;
  const status = seatStatus(cards, play, round.revealed);
  if (status === 'waiting') throw new HttpError(409, messages.t('casino.waitForCard'));
  if (status === 'finished') throw new HttpError(409, messages.t('casino.roundFinished'));
  const next = nextPlay(play, action, messages);
  await setBetPlay(tx, bet.id, { ...next, engine: 'live-blackjack' }, next.stake * (next.doubled ? 2 : 1));
  const plays = (await roundBets(tx, bet.tableId, bet.roundId)).map((row) =>
    row.id === bet.id ? next : (row.bet as HandPlay),
  );
  const revealed = await showCardIfDue(tx, round, now, false, plays);
  return { cards, play: next, revealed, before: round.revealed };
}

/**
 * A live blackjack decision on the session's hand of the current round, while the hand is played. A double takes
 * a second stake through the game's money, once per bet (its key is the bet's). The table sees a new common card
 * only when the step is complete (see steps.ts).
 */
export async function decideTableHand(service: TablesService, input: TableDecision): Promise<TableDecisionResult> {
  const { table, session, body, messages } = input;
  const { app } = service.deps;
  const now = app.clock();
  const times = currentRound(table, now.getTime());
  const row = body.roundId === times.roundId ? await roundRow(app.db, table.tableId, times.roundId) : undefined;
  const playing = now.getTime() >= times.bettingClosesAt && now.getTime() < times.decisionsCloseAt;
  if (!row || !playing || table.engine !== 'live-blackjack') {
    throw new HttpError(409, messages.t('casino.notDecisionTime'));
  }
  const bet = await sessionBetOnRound(app.db, session.id, table.tableId, times.roundId);
  if (!bet) throw new HttpError(404, messages.t('casino.roundNotFound'));

  let step: Awaited<ReturnType<typeof applyDecision>> | undefined;
  let answer: TableDecisionResult;
  if (body.action === 'double') {
    const outcome = await moveGameMoney<TableDecisionResult>(app, session, {
      kind: 'casino_bet',
      idempotencyKey: `table-double:${bet.id}`,
      requestHash: `table-double:${bet.id}`,
      messages,
      schema: tableDecisionResultSchema,
      async decide(tx) {
        const applied = await applyDecision(tx, bet, 'double', messages, now);
        step = applied;
        const { cards, play, revealed } = applied;
        return { take: play.stake, pay: 0, answer: (balance) => handView(row.roundId, cards, play, revealed, balance) };
      },
      replay: async () => null, // a doubled hand is finished: a second double is refused as such
    });
    answer = outcome.result;
  } else {
    step = await app.ledger.transaction((tx) => applyDecision(tx, bet, body.action, messages, now));
    answer = handView(row.roundId, step.cards, step.play, step.revealed, null);
  }
  // A replayed double applied nothing now; a decision that completed the step shows the table its card.
  if (step && step.revealed > step.before) {
    announce(service.deps, table, times.roundId, { result: null, dealt: step.cards.slice(0, step.revealed) });
  }
  return answer;
}
