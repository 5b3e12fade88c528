import type { GameBalance } from '@playline/contract/casino';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type * as z from 'zod';
import type { Database } from '#app/db/client.ts';
import { casinoSessions, users } from '#app/db/schema.ts';
import type { Messages } from '#app/i18n/translate.ts';
import { HttpError } from '#app/lib/http-error.ts';
import { type Leg, transfer } from '../ledger/ledger';
import { playerEnd } from '../wallet/money-request';
import type { GameSessionRow } from './session';

/** Fun credits are shown as a currency of their own. */
export const DEMO_CURRENCY = 'FUN';

/** What one money step of a game does, decided inside its database transaction. */
export interface GameMoneyDecision<T> {
  /** Taken from the balance (a stake), minor units. */
  take: number;
  /** Paid back (a win, stake included), minor units. */
  pay: number;
  /** The caller's answer, given the balance after the step. */
  answer(balance: GameBalance): T;
}

export interface GameMoneyStep<T> {
  /** `casino_bet` when the step takes a stake (and may pay at once), `casino_win` when it only pays. */
  kind: 'casino_bet' | 'casino_win';
  /** Unique per session and step: a retry with it gets the first answer (real play: the ledger's key). */
  idempotencyKey: string;
  requestHash: string;
  messages: Messages;
  /** Validates a stored first answer when a retry replays it. */
  schema: z.ZodType<T>;
  /**
   * Decides the step with the balance it plays against (`available`) and writes the game's own rows (the round,
   * the table bet) in the same transaction. Runs once per idempotency key; throw an HttpError to refuse.
   */
  decide(tx: Database, available: number): Promise<GameMoneyDecision<T>>;
  /** Demo play: the stored answer of an earlier step with this key, if any (real play replays from the ledger). */
  replay(tx: Database, available: number): Promise<T | null>;
}

export interface GameMoneyOutcome<T> {
  result: T;
  replayed: boolean;
}

function refuseInsufficient(messages: Messages, stake: number, available: number, currencyCode: string): never {
  const params = { stake: messages.money(stake, currencyCode), available: messages.money(available, currencyCode) };
  throw new HttpError(400, messages.t('casino.insufficient', params), {
    stake: messages.t('casino.insufficient', params),
  });
}

/**
 * Moves a game's money exactly once per idempotency key. Real play: one ledger transaction between the player's
 * wallet and the house's `casino` account (stake and win netted into it, so a round is atomic: no stake without its
 * result); demo play: the session's fun balance, in one database transaction with the same rows written.
 */
export async function moveGameMoney<T>(
  app: FastifyInstance,
  session: GameSessionRow,
  step: GameMoneyStep<T>,
): Promise<GameMoneyOutcome<T>> {
  if (session.mode === 'demo') return moveDemoMoney(app, session, step);
  const userId = session.userId;
  if (userId === null) throw new Error('a real game session without a player');
  const user = await app.ledger.transaction(async (tx) => currencyOf(tx, userId));
  return app.ledger.run<T>({
    userId,
    kind: step.kind,
    idempotencyKey: `casino:${session.id}:${step.idempotencyKey}`,
    requestHash: step.requestHash,
    schema: step.schema,
    messages: step.messages,
    async plan(tx, accounts) {
      const available = accounts.wallet.balance;
      const decision = await step.decide(tx, available);
      if (decision.take > available) refuseInsufficient(step.messages, decision.take, available, user);
      const house = await app.ledger.house(tx, 'casino', user);
      const wallet = playerEnd(accounts.wallet);
      // Stake and win as their own entries (the history shows both; the wallet's balance moves by the net).
      const legs: Leg[] = [
        ...(decision.take > 0 ? transfer(wallet, house, decision.take) : []),
        ...(decision.pay > 0 ? transfer(house, wallet, decision.pay) : []),
      ];
      if (legs.length === 0) throw new Error('a game money step that moves no money');
      const net = decision.pay - decision.take;
      const balance: GameBalance = { balance: available + net, currencyCode: user, demo: false };
      const amount = decision.take > 0 ? decision.take : decision.pay;
      return { amount, legs, result: decision.answer(balance) };
    },
  });
}

/** A player's currency. */
export async function currencyOf(db: Database, userId: number): Promise<string> {
  const [row] = await db.select({ currencyCode: users.currencyCode }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw new Error(`no player ${userId}`);
  return row.currencyCode;
}

/** The currency a session plays in: fun credits in demo, the player's own for real money. */
export async function sessionCurrency(db: Database, session: GameSessionRow): Promise<string> {
  return session.mode === 'demo' || session.userId === null ? DEMO_CURRENCY : currencyOf(db, session.userId);
}

/** Fun credits: the session row is the wallet, locked for the step; the caller's rows carry the idempotency key. */
async function moveDemoMoney<T>(
  app: FastifyInstance,
  session: GameSessionRow,
  step: GameMoneyStep<T>,
): Promise<GameMoneyOutcome<T>> {
  return app.ledger.transaction(async (tx) => {
    const [locked] = await tx
      .select({ demoBalance: casinoSessions.demoBalance })
      .from(casinoSessions)
      .where(eq(casinoSessions.id, session.id))
      .for('update');
    const available = locked?.demoBalance ?? 0;
    const earlier = await step.replay(tx, available);
    if (earlier !== null) return { result: earlier, replayed: true };
    const decision = await step.decide(tx, available);
    const currencyCode = DEMO_CURRENCY;
    if (decision.take > available) refuseInsufficient(step.messages, decision.take, available, currencyCode);
    const net = decision.pay - decision.take;
    if (net !== 0) {
      const updated = await tx
        .update(casinoSessions)
        .set({ demoBalance: sql`${casinoSessions.demoBalance} + ${net}` })
        .where(and(eq(casinoSessions.id, session.id), gte(casinoSessions.demoBalance, -net)))
        .returning({ id: casinoSessions.id });
      if (updated.length === 0) refuseInsufficient(step.messages, decision.take, available, currencyCode);
    }
    return { result: decision.answer({ balance: available + net, currencyCode, demo: true }), replayed: false };
  });
}
