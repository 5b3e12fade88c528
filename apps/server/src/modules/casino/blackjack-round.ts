import { type RoundResult, roundResultSchema, type SoloBlackjackAction } from '@playline/contract/casino';
import type { Database } from '#app/db/client.ts';
import { HttpError } from '#app/lib/http-error.ts';
import { balanceOf } from '../wallet/balances';
import { requestHash } from '../wallet/request-hash';
import { actBlackjack, BlackjackRuleError } from './engines/blackjack';
import type { BlackjackState, BlackjackStep } from './engines/types';
import type { RoundContext } from './instant-round';
import { currencyOf, DEMO_CURRENCY, moveGameMoney } from './money';
import { presentRound } from './present-round';
import { type RoundRow, roundOfSession, updateRound } from './rounds-repository';

/**
 * What a blackjack round keeps besides its public outcome: the hand with its shoe while it is open, and the
 * idempotency key of the request that last changed it (a retry of that request gets the hand as it is).
 */
export interface StoredHand {
  hand: BlackjackState | null;
  lastKey: string;
}

const storedHand = (row: RoundRow): StoredHand | null => row.state as StoredHand | null;

/**
 * How far a hand has come: its cards, and whether insurance was taken (a decision that adds no card). Two decisions
 * made from the same point are the same step: only one applies, and its money moves once.
 */
const handStep = (hand: BlackjackState | null | undefined): number =>
  hand ? hand.player.length * 2 + ((hand.insurance ?? 0) > 0 ? 1 : 0) : 0;

/** The step an action makes from the stored hand, or the reason it cannot be made (the engine is pure). */
function stepOf(row: RoundRow, action: SoloBlackjackAction, context: RoundContext): BlackjackStep {
  const { messages } = context;
  const hand = storedHand(row)?.hand;
  if (row.status === 'settled' || !hand) throw new HttpError(409, messages.t('casino.roundFinished'));
  try {
    return actBlackjack(hand, action);
  } catch (error) {
    if (error instanceof BlackjackRuleError) {
      throw new HttpError(400, messages.t('casino.actionNotAllowed', { action }));
    }
    throw error;
  }
}

/** Writes the hand after a step; the hand's step before it (`handStep`) tells a concurrent decision apart. */
async function applyStep(
  tx: Database,
  context: RoundContext,
  roundId: number,
  cardsBefore: number,
  action: SoloBlackjackAction,
) {
  const row = await roundOfSession(tx, context.session.id, roundId, true);
  if (!row) throw new HttpError(404, context.messages.t('casino.roundNotFound'));
  if (handStep(storedHand(row)?.hand) !== cardsBefore) {
    throw new HttpError(409, context.messages.t('casino.roundFinished'));
  }
  const step = stepOf(row, action, context);
  const now = context.app.clock();
  const values = {
    stake: step.stake,
    win: step.win,
    status: step.finished ? ('settled' as const) : ('open' as const),
    state: { hand: step.finished ? null : step.state, lastKey: context.idempotencyKey } satisfies StoredHand,
    outcome: step.outcome,
    settledAt: step.finished ? now : null,
  };
  await updateRound(tx, row.id, values);
  return { ...row, ...values };
}

/**
 * A blackjack decision. A double takes a second stake, insurance a side bet, and a decision that ends the hand
 * pays its win: each is one money step, keyed by the round and the hand's step, so a retried request can never take or pay twice. A hit that
 * leaves the hand open moves no money. The hand is locked while it changes, so two decisions at once cannot both
 * apply to the same cards.
 */
export async function actOnRound(
  context: RoundContext,
  roundId: number,
  action: SoloBlackjackAction,
): Promise<RoundResult> {
  const { app, session, messages } = context;
  const peek = await roundOfSession(app.db, session.id, roundId);
  if (!peek) throw new HttpError(404, messages.t('casino.roundNotFound'));
  if (storedHand(peek)?.lastKey === context.idempotencyKey) return presentRound(peek, await sessionBalance(context));
  const cardsBefore = handStep(storedHand(peek)?.hand);
  const step = stepOf(peek, action, context);
  const take = step.stake - peek.stake;
  const pay = step.finished ? step.win : 0;
  if (take === 0 && pay === 0) {
    const row = await app.ledger.transaction((tx) => applyStep(tx, context, roundId, cardsBefore, action));
    return presentRound(row, await sessionBalance(context));
  }
  const outcome = await moveGameMoney<RoundResult>(app, session, {
    kind: take > 0 ? 'casino_bet' : 'casino_win',
    idempotencyKey: `round:${roundId}:${cardsBefore}`,
    requestHash: requestHash('casino-action', { roundId, cardsBefore, action }),
    messages,
    schema: roundResultSchema,
    replay: async () => null,
    async decide(tx) {
      const row = await applyStep(tx, context, roundId, cardsBefore, action);
      return { take, pay, answer: (balance) => presentRound(row, balance) };
    },
  });
  return outcome.result;
}

/** The balance a session plays with now: the wallet's available balance, or its fun credits. */
export async function sessionBalance({ app, session }: Pick<RoundContext, 'app' | 'session'>) {
  if (session.mode === 'demo' || session.userId === null) {
    const fresh = await app.db.query.casinoSessions.findFirst({ where: (row, { eq }) => eq(row.id, session.id) });
    return { balance: fresh?.demoBalance ?? 0, currencyCode: DEMO_CURRENCY, demo: true };
  }
  const { calculatedBalance, currencyCode } = await balanceOf(
    app.db,
    session.userId,
    await currencyOf(app.db, session.userId),
  );
  return { balance: calculatedBalance, currencyCode, demo: false };
}
