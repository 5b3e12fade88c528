import { type PlaceBetsResult, placeBetsResultSchema } from '@playline/contract/bets';
import { HttpError } from '../../lib/http-error';
import type { Ledger } from '../ledger/ledger';
import { transfer } from '../ledger/ledger';
import type { FeedAdapter } from '../sports/feed/adapter';
import { type MoneyRequest, playerEnd } from '../wallet/money-request';
import { requestHash } from '../wallet/request-hash';
import { newBookingCode } from './booking-code';
import { presentBooked } from './present';
import type { RequestedBet } from './rules';
import { validateBets } from './validate';
import { betIdOf, writeBets } from './write-bets';

export interface PlaceBetsBody {
  oddsPolicy: 'none' | 'higher' | 'any';
  bets: RequestedBet[];
  languageId?: number | undefined;
}

/**
 * Places a slip: validated against the feed and the locked wallet inside one ledger transaction that moves the
 * total stake to the sportsbook and writes the bets, exactly once per idempotency key (a retry gets the first
 * answer, even after prices moved).
 */
export function placeBets(ledger: Ledger, feed: FeedAdapter, request: MoneyRequest<PlaceBetsBody>) {
  const { user, body, idempotencyKey, messages } = request;
  return ledger.run<PlaceBetsResult>({
    userId: user.userId,
    kind: 'bet_stake',
    idempotencyKey,
    // The language only words the answer: a retry in another language is the same request.
    requestHash: requestHash('bet_stake', { oddsPolicy: body.oddsPolicy, bets: body.bets }),
    schema: placeBetsResultSchema,
    messages,
    async plan(tx, accounts, transactionId) {
      const booked = validateBets(feed, feed.now(), body, user.currencyCode, messages);
      const total = booked.reduce((sum, bet) => sum + bet.totalStake, 0);
      const available = accounts.wallet.balance;
      if (total > available) {
        const params = {
          total: messages.money(total, user.currencyCode),
          available: messages.money(available, user.currencyCode),
        };
        const message = messages.t('bets.insufficient', params);
        throw new HttpError(400, message, { stake: message });
      }
      const sportsbook = await ledger.house(tx, 'sportsbook', user.currencyCode);
      const placedAt = ledger.clock();
      const bets = booked.map((bet, position) => ({
        id: betIdOf(transactionId, position),
        bookingCode: newBookingCode(),
        booked: bet,
      }));
      const wallet = available - total;
      return {
        amount: total,
        legs: transfer(playerEnd(accounts.wallet), sportsbook, total),
        result: {
          bets: bets.map(({ id, bookingCode, booked: bet }) =>
            presentBooked(bet, { id, bookingCode, currencyCode: user.currencyCode, placedAt }),
          ),
          balance: wallet + accounts.held.balance,
          calculatedBalance: wallet,
          currencyCode: user.currencyCode,
        },
        alsoWrite: (db) =>
          writeBets(db, { userId: user.userId, transactionId, currencyCode: user.currencyCode, placedAt, bets }),
      };
    },
  });
}
