import { type TableResult, type TableSettled, tableSettledSchema } from '@playline/contract/casino';
import type { FastifyInstance } from 'fastify';
import { messagesIn } from '#app/i18n/translate.ts';
import { userChannel } from '#app/modules/hub/channels.ts';
import type { TableDefinition } from '../catalogue/tables';
import { DEMO_CURRENCY, moveGameMoney } from '../money';
import type { GameSessionRow } from '../session';
import { settledHand } from './blackjack-hand';
import { betWin, type StoredTableBet } from './outcomes';
import { betByKey, markBetSettled, markRoundSettled, sessionById, type TableBetRow, unsettledBets } from './repository';

/** The settlement's key of one bet: a second run (a restarted leader, another instance) pays it never again. */
export const settlementKey = (bet: TableBetRow) => `table:${bet.tableId}:${bet.roundId}:bet:${bet.id}`;

/** Tells a real player how their bet ended on their hub channel (demo sessions have none; tables take no demo). */
function tellPlayer(app: FastifyInstance, session: GameSessionRow, settled: TableSettled) {
  if (session.mode === 'real' && session.userId !== null) app.hub.publish(userChannel(session.userId), settled);
}

/**
 * Pays one bet: a loss is only marked; a win goes through the game's money (the ledger's `casino_win` for real
 * play, the fun balance in demo) with the bet's row marked in the same transaction. Either way the player hears
 * it once, with their own hand at live blackjack (the table's messages show only the common cards).
 */
async function settleBet(app: FastifyInstance, bet: TableBetRow, result: TableResult): Promise<void> {
  const stored = bet.bet as StoredTableBet;
  const win = betWin(stored, result);
  const now = app.clock();
  const hand =
    stored.engine === 'live-blackjack' && result.engine === 'live-blackjack' ? settledHand(result, stored) : null;
  const message = (balance: TableSettled['balance']): TableSettled => ({
    type: 'table_settled',
    tableId: bet.tableId,
    roundId: bet.roundId,
    stake: bet.stake,
    win,
    balance,
    ...(hand ? { hand } : {}),
  });
  if (win === 0) {
    // Marking the bet is what happens once: a second run finds it settled and says nothing again.
    if (!(await markBetSettled(app.db, bet.id, 0, now))) return;
    const session = await sessionById(app.db, bet.sessionId);
    if (session) tellPlayer(app, session, message(null));
    return;
  }
  const session = await sessionById(app.db, bet.sessionId);
  if (!session) return; // the session went with its player (cascade): nothing left to pay into
  const key = settlementKey(bet);
  const { result: settled, replayed } = await moveGameMoney<TableSettled>(app, session, {
    kind: 'casino_win',
    idempotencyKey: key,
    requestHash: key,
    messages: messagesIn(session.languageId),
    schema: tableSettledSchema,
    async decide(tx) {
      if (!(await markBetSettled(tx, bet.id, win, now))) throw new Error(`table bet ${bet.id} settled meanwhile`);
      return { take: 0, pay: win, answer: message };
    },
    async replay(tx) {
      const row = await betByKey(tx, bet.sessionId, bet.idempotencyKey);
      if (!row?.settledAt) return null;
      return message({ balance: 0, currencyCode: DEMO_CURRENCY, demo: true });
    },
  });
  if (!replayed) tellPlayer(app, session, settled);
}

/** Pays every unpaid bet of a drawn round, then marks the round settled; safe to run again after any failure. */
export async function settleRound(app: FastifyInstance, table: TableDefinition, roundId: number, result: TableResult) {
  const bets = await unsettledBets(app.db, table.tableId, roundId);
  for (const bet of bets) {
    try {
      await settleBet(app, bet, result);
    } catch (error) {
      // One bet that fails (a database hiccup) must not hold the others; the next recovery pass retries it.
      app.log.error({ err: error, betId: bet.id }, 'table bet settlement failed');
    }
  }
  if ((await unsettledBets(app.db, table.tableId, roundId)).length === 0) {
    await markRoundSettled(app.db, table.tableId, roundId, app.clock());
  }
  return bets.length;
}
