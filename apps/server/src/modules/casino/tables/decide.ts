import type { tableDecisionRequestSchema } from '@playline/contract/casino';
import { type TableDecisionResult, type TableResult, tableDecisionResultSchema } from '@playline/contract/casino';
import type * as z from 'zod';
import type { Database } from '../../../db/client';
import type { Messages } from '../../../i18n/translate';
import { HttpError } from '../../../lib/http-error';
import type { TableDefinition } from '../catalogue/tables';
import { handTotal } from '../engines/live-blackjack';
import { moveGameMoney } from '../money';
import type { GameSessionRow } from '../session';
import { type HandPlay, handFinished, playerCards } from './blackjack-hand';
import { announce } from './job';
import { lockBet, roundRow, sessionBetOnRound, setBetPlay, type TableBetRow } from './repository';
import { revealedCount } from './reveal';
import { currentRound } from './rhythm';
import type { TablesService } from './service';

export interface TableDecision {
  table: TableDefinition;
  session: GameSessionRow;
  body: z.infer<typeof tableDecisionRequestSchema>;
  messages: Messages;
}

type StoredHand = HandPlay & { engine: 'live-blackjack' };

const handView = (roundId: number, cards: string[], play: HandPlay, balance: TableDecisionResult['balance']) => {
  const hand = playerCards(cards, play);
  return {
    roundId,
    cards: hand,
    total: handTotal(hand),
    stake: play.stake * (play.doubled ? 2 : 1),
    doubled: play.doubled,
    finished: handFinished(cards, play),
    balance,
  };
};

/** The play after `action`, or a 4xx: nothing once the hand is over, a double only on the first two cards. */
function nextPlay(play: HandPlay, cards: string[], action: TableDecision['body']['action'], messages: Messages) {
  if (handFinished(cards, play)) throw new HttpError(409, messages.t('casino.roundFinished'));
  if (action === 'stand') return { ...play, stood: true };
  if (action === 'hit') return { ...play, hits: play.hits + 1 };
  if (play.hits > 0) throw new HttpError(400, messages.t('casino.actionNotAllowed', { action }));
  return { ...play, hits: 1, doubled: true };
}

async function lockedPlay(tx: Database, bet: TableBetRow): Promise<StoredHand> {
  const [locked] = await lockBet(tx, bet.id);
  return (locked ?? bet).bet as StoredHand;
}

/**
 * A live blackjack decision on the session's hand of the current round, while the hand is played. Hits reveal the
 * common cards to the whole table (as far as the boldest player has drawn); a double takes a second stake through
 * the game's money, once per bet (its key is the bet's).
 */
export async function decideTableHand(service: TablesService, input: TableDecision): Promise<TableDecisionResult> {
  const { table, session, body, messages } = input;
  const { app } = service.deps;
  const now = app.clock().getTime();
  const times = currentRound(table, now);
  const row = body.roundId === times.roundId ? await roundRow(app.db, table.tableId, times.roundId) : undefined;
  if (!row || now < times.bettingClosesAt || now >= times.decisionsCloseAt || table.engine !== 'live-blackjack') {
    throw new HttpError(409, messages.t('casino.notDecisionTime'));
  }
  const bet = await sessionBetOnRound(app.db, session.id, table.tableId, times.roundId);
  if (!bet) throw new HttpError(404, messages.t('casino.roundNotFound'));
  const { cards } = row.result as Extract<TableResult, { engine: 'live-blackjack' }>;

  let answer: TableDecisionResult;
  if (body.action === 'double') {
    const outcome = await moveGameMoney<TableDecisionResult>(app, session, {
      kind: 'casino_bet',
      idempotencyKey: `table-double:${bet.id}`,
      requestHash: `table-double:${bet.id}`,
      messages,
      schema: tableDecisionResultSchema,
      async decide(tx) {
        const play = nextPlay(await lockedPlay(tx, bet), cards, 'double', messages);
        await setBetPlay(tx, bet.id, play, play.stake * 2);
        return { take: play.stake, pay: 0, answer: (balance) => handView(row.roundId, cards, play, balance) };
      },
      replay: async () => null, // a doubled hand is finished: a second double is refused as such
    });
    answer = outcome.result;
  } else {
    answer = await app.ledger.transaction(async (tx) => {
      const play = nextPlay(await lockedPlay(tx, bet), cards, body.action, messages);
      await setBetPlay(tx, bet.id, play, bet.stake);
      return handView(row.roundId, cards, play, null);
    });
  }
  await revealCommonCards(service, table, times.roundId, cards);
  return answer;
}

/** The table sees as many common cards as the hand that drew most needs; published when that grows. */
async function revealCommonCards(service: TablesService, table: TableDefinition, roundId: number, cards: string[]) {
  const reach = await revealedCount(service.deps.app.db, table.tableId, roundId, cards);
  const shown = service.board.published(table.tableId);
  const already = shown?.roundId === roundId ? (shown.dealt?.length ?? 0) : 0;
  if (reach > already) announce(service.deps, table, roundId, { result: null, dealt: cards.slice(0, reach) });
}
