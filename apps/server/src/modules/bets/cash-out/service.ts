import {
  BET_LIMITS,
  CASH_OUT_TOLERANCE,
  type CashOutOffer,
  type CashOutRequest,
  type CashOutResult,
  cashOutResultSchema,
  partialCashOutValue,
} from '@playline/contract/bets';
import { HttpError } from '#app/lib/http-error.ts';
import type { Ledger } from '#app/modules/ledger/ledger.ts';
import { transfer } from '#app/modules/ledger/ledger.ts';
import type { FeedAdapter } from '#app/modules/sports/feed/adapter.ts';
import { balanceAfter, type MoneyRequest, playerEnd } from '#app/modules/wallet/money-request.ts';
import { requestHash } from '#app/modules/wallet/request-hash.ts';
import { legsOfBet } from '../settlement/repository';
import { presentBet } from '../shared/present';
import { cashOutOffer } from './offer';
import { type BetRow, cashOutsOfBet, lockPlayerBet, writeCashOut } from './repository';

/** A refused cash-out (409): the route answers it with the current offer, null when the bet cannot be cashed out. */
export class CashOutRefusedError extends Error {
  constructor(
    message: string,
    readonly cashOut: CashOutOffer | null,
  ) {
    super(message);
  }
}

/** The bet after cashing out `part` of its total stake: settled when all of it, else smaller and still open. */
function afterCashOut(bet: BetRow, part: number, now: Date): BetRow {
  if (part >= bet.totalStake) return { ...bet, status: 'cashed_out', settledAt: now };
  const totalStake = bet.totalStake - part;
  const scale = (amount: number) => Number((BigInt(amount) * BigInt(totalStake)) / BigInt(bet.totalStake));
  // Cash-out is offered for one-line bets (singles, multiples, builders): the stake per line is the total.
  return { ...bet, stake: totalStake, totalStake, potentialReturn: scale(bet.potentialReturn) };
}

/**
 * Cashes out a player's open bet, in full or in part, at the value the server computes now: refused (409 with the
 * new offer) while a leg is suspended or live, or when the value fell below the player's quote by more than
 * CASH_OUT_TOLERANCE. The value moves sportsbook → wallet in the same transaction that changes the bet; no tax
 * is withheld on cash-outs. Idempotent by the request's key.
 */
export function cashOut(
  ledger: Ledger,
  feed: FeedAdapter,
  betId: number,
  { user, body, idempotencyKey, messages }: MoneyRequest<CashOutRequest>,
) {
  let bet: BetRow | null = null;
  return ledger.run<CashOutResult>({
    userId: user.userId,
    kind: 'cash_out',
    idempotencyKey,
    requestHash: requestHash('cash_out', { betId, ...body }),
    schema: cashOutResultSchema,
    messages,
    async before(tx) {
      bet = await lockPlayerBet(tx, betId, user.userId);
      if (!bet) throw new HttpError(404, messages.t('bets.notFound'));
    },
    async plan(tx, accounts, transactionId) {
      const locked = bet;
      if (!locked) throw new HttpError(404, messages.t('bets.notFound'));
      const legs = await legsOfBet(tx, betId);
      const now = feed.now();
      const offer = cashOutOffer(locked, legs, feed, now);
      if (!offer) throw new CashOutRefusedError(messages.t('bets.cashOutClosed'), null);
      if (!offer.available) throw new CashOutRefusedError(messages.t('bets.cashOutSuspended'), offer);
      const part = body.stake ?? locked.totalStake;
      const total = messages.money(locked.totalStake, locked.currencyCode);
      if (part > locked.totalStake) throw new HttpError(400, messages.t('bets.cashOutTooMuch', { total }));
      if (part < locked.totalStake && locked.totalStake - part < BET_LIMITS.minStake) {
        const min = messages.money(BET_LIMITS.minStake, locked.currencyCode);
        throw new HttpError(400, messages.t('bets.cashOutRemainder', { min }), {
          stake: messages.t('bets.cashOutRemainder', { min }),
        });
      }
      const paid = partialCashOutValue(offer.value, locked.totalStake, part);
      if (paid < 1 || paid < body.value * (1 - CASH_OUT_TOLERANCE)) {
        const value = messages.money(paid, locked.currencyCode);
        throw new CashOutRefusedError(messages.t('bets.cashOutMoved', { value }), offer);
      }
      const after = afterCashOut(locked, part, ledger.clock());
      const house = await ledger.house(tx, 'sportsbook', locked.currencyCode);
      const nextOffer = after.status === 'open' ? cashOutOffer(after, legs, feed, now) : null;
      const createdAt = ledger.clock();
      const made = [...(await cashOutsOfBet(tx, betId)), { part, paid, createdAt }];
      const presented = presentBet({ ...after, payout: locked.payout + paid }, legs, nextOffer, made);
      if (after.status === 'cashed_out') {
        // A full cash-out ends the bet; a partial one leaves it open and only the balance changes.
        const end = { type: 'bet_settled', userId: user.userId, betId, status: 'cashed_out' } as const;
        ledger.notify(tx, { ...end, payout: presented.payout });
      }
      return {
        amount: paid,
        legs: transfer(house, playerEnd(accounts.wallet), paid),
        result: { bet: presented, paid, ...balanceAfter(accounts, { wallet: paid }, user.currencyCode) },
        alsoWrite: (tx2) =>
          writeCashOut(tx2, after, {
            transactionId,
            betId,
            totalStake: locked.totalStake,
            part,
            offer: offer.value,
            paid,
            createdAt,
          }),
      };
    },
  });
}
