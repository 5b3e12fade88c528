import { type TableBetRequest, type TableBetResult, tableBetResultSchema } from '@playline/contract/casino';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { casinoSessions, casinoTableBets } from '#app/db/schema.ts';
import type { Messages } from '#app/i18n/translate.ts';
import { HttpError } from '#app/lib/http-error.ts';
import { requestHash } from '#app/modules/wallet/request-hash.ts';
import type { TableDefinition } from '../catalogue/tables';
import { DEMO_CURRENCY, moveGameMoney, sessionCurrency } from '../money';
import type { GameSessionRow } from '../session';
import { checkTableBet, type StoredTableBet } from './outcomes';
import { betByKey, seatTaken } from './repository';
import { currentRound } from './rhythm';
import { commitRound } from './secrets';

export interface PlaceTableBet {
  table: TableDefinition;
  session: GameSessionRow;
  body: TableBetRequest;
  idempotencyKey: string;
  messages: Messages;
  /** The game's stake limits (the round's bets together). */
  limits: { minStake: number; maxStake: number };
}

const answerOf = (row: { id: number; roundId: number; stake: number }, balance: TableBetResult['balance']) => ({
  betId: row.id,
  roundId: row.roundId,
  stake: row.stake,
  balance,
});

/**
 * Whose hand a live blackjack bet is: the player's (all their sessions, real or fun, count as one) or a visitor's
 * session. One hand per seat and round: two hands of one player would only let them play one hand's cards twice.
 */
const seatOf = (session: GameSessionRow): string =>
  session.userId !== null ? `user:${session.userId}` : `session:${session.id}`;

/**
 * A bet on a table's current round: taken only while its betting window is open (by the clock, so any instance
 * answers), debited with the bet row in one transaction, exactly once per Idempotency-Key.
 */
export async function placeTableBet(app: FastifyInstance, input: PlaceTableBet) {
  const { table, session, body, messages } = input;
  const key = `table-bet:${input.idempotencyKey}`;
  const earlier = await betByKey(app.db, session.id, key);
  const now = app.clock();
  const round = currentRound(table, now.getTime());
  // A retry of a bet that was taken replays its answer even after the window closed.
  if (!earlier && (body.roundId !== round.roundId || now.getTime() >= round.bettingClosesAt)) {
    throw new HttpError(409, messages.t('casino.bettingClosed'));
  }
  if (body.bet.engine !== table.engine) throw new HttpError(400, messages.t('casino.wrongGame'));
  // The round's commitment exists before any bet is taken on it (decision 018); the leader publishes its hash.
  if (!earlier) await commitRound(app.db, table.tableId, body.roundId, now);
  const stake = checkTableBet(body.bet, messages);
  const { minStake, maxStake } = input.limits;
  if (stake < minStake || stake > maxStake) {
    const currency = await sessionCurrency(app.db, session);
    const text = messages.t('casino.stakeRange', {
      min: messages.money(minStake, currency),
      max: messages.money(maxStake, currency),
    });
    throw new HttpError(400, text, { stake: text });
  }
  const seat = body.bet.engine === 'live-blackjack' ? seatOf(session) : null;
  if (!earlier && seat !== null && (await seatTaken(app.db, table.tableId, body.roundId, seat))) {
    throw new HttpError(409, messages.t('casino.oneHandPerRound'));
  }
  const stored: StoredTableBet =
    body.bet.engine === 'live-blackjack' ? { ...body.bet, hits: 0, doubled: false, stood: false } : body.bet;
  return moveGameMoney<TableBetResult>(app, session, {
    kind: 'casino_bet',
    idempotencyKey: key,
    requestHash: requestHash('table_bet', { tableId: table.tableId, roundId: body.roundId, bet: body.bet }),
    messages,
    schema: tableBetResultSchema,
    async decide(tx) {
      const [row] = await tx
        .insert(casinoTableBets)
        .values({
          tableId: table.tableId,
          roundId: body.roundId,
          sessionId: session.id,
          userId: session.userId,
          demo: session.mode === 'demo',
          stake,
          bet: stored,
          idempotencyKey: key,
          createdAt: now,
          seat,
        })
        // Two bets of one player at once: the seat's key lets one in; the other is refused, not failed.
        .onConflictDoNothing()
        .returning();
      if (!row) throw new HttpError(409, messages.t('casino.oneHandPerRound'));
      return { take: stake, pay: 0, answer: (balance) => answerOf(row, balance) };
    },
    async replay(tx) {
      const row = await betByKey(tx, session.id, key);
      if (!row) return null;
      const [current] = await tx
        .select({ demoBalance: casinoSessions.demoBalance })
        .from(casinoSessions)
        .where(eq(casinoSessions.id, session.id));
      return answerOf(row, { balance: current?.demoBalance ?? 0, currencyCode: DEMO_CURRENCY, demo: true });
    },
  });
}
