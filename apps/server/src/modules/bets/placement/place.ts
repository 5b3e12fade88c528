import { type PlaceBetsResult, placeBetsResultSchema } from '@playline/contract/bets';
import { and, eq } from 'drizzle-orm';
import type { Database } from '#app/db/client.ts';
import { ledgerTransactions } from '#app/db/schema.ts';
import type { Messages } from '#app/i18n/translate.ts';
import { HttpError } from '#app/lib/http-error.ts';
import type { Ledger } from '#app/modules/ledger/ledger.ts';
import { transfer } from '#app/modules/ledger/ledger.ts';
import type { FeedAdapter } from '#app/modules/sports/feed/adapter.ts';
import { balanceOf } from '#app/modules/wallet/balances.ts';
import { type MoneyRequest, playerEnd } from '#app/modules/wallet/money-request.ts';
import { requestHash } from '#app/modules/wallet/request-hash.ts';
import { presentBooked } from '../shared/present';
import { refuseHandSettled, refuseOverLiability } from './acceptance';
import { newBookingCode } from './booking-code';
import { holdsLiveEvent, type InPlayTiming, inPlayDelayMs, watchDelay } from './in-play';
import type { RequestedBet } from './rules';
import { validateBets } from './validate';
import { betIdOf, writeBets } from './write-bets';

export interface PlaceBetsBody {
  oddsPolicy: 'none' | 'higher' | 'any';
  bets: RequestedBet[];
  languageId?: number | undefined;
}

export interface PlaceDeps {
  ledger: Ledger;
  db: Database;
  feed: FeedAdapter;
  inPlay: InPlayTiming;
}

function refuseInsufficient(total: number, available: number, currencyCode: string, messages: Messages): never {
  const params = { total: messages.money(total, currencyCode), available: messages.money(available, currencyCode) };
  const message = messages.t('bets.insufficient', params);
  throw new HttpError(400, message, { stake: message });
}

/** Whether a slip was already booked under this key (a retry then gets the first answer, with no second wait). */
async function bookedUnder(db: Database, userId: number, idempotencyKey: string): Promise<boolean> {
  const rows = await db
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.userId, userId),
        eq(ledgerTransactions.kind, 'bet_stake'),
        eq(ledgerTransactions.idempotencyKey, idempotencyKey),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Places a slip. A slip with a leg in play first waits the in-play delay while the feed is watched (`watchDelay`);
 * everything that can refuse it without waiting (rules, stake limits, stale prices, the balance) is checked before,
 * so the player never waits for a refusal we already knew. Then it is booked in one ledger transaction, checked
 * again against the prices of that moment, exactly once per idempotency key: a retry during the wait waits too and
 * finds the first booking; a retry after it gets the first answer at once, even after prices moved.
 */
export async function placeBets(deps: PlaceDeps, request: MoneyRequest<PlaceBetsBody>) {
  const { db, feed } = deps;
  const { user, body, idempotencyKey, messages } = request;
  // Only a slip in play has anything to do before its ledger transaction (a pre-match one costs no extra query).
  if (holdsLiveEvent(feed, body) && !(await bookedUnder(db, user.userId, idempotencyKey))) {
    const booked = validateBets(feed, feed.now(), body, user.currencyCode, messages);
    const delayMs = inPlayDelayMs(booked);
    if (delayMs > 0) {
      await refuseHandSettled(db, booked, messages);
      const total = booked.reduce((sum, bet) => sum + bet.totalStake, 0);
      const { calculatedBalance } = await balanceOf(db, user.userId, user.currencyCode);
      if (total > calculatedBalance) refuseInsufficient(total, calculatedBalance, user.currencyCode, messages);
      // A stake over a safer-gambling limit is refused now, not after the wait.
      await deps.ledger.precheck(db, {
        userId: user.userId,
        kind: 'bet_stake',
        walletOut: total,
        walletIn: 0,
        messages,
      });
      await watchDelay(feed, body, delayMs, deps.inPlay);
    }
  }
  return book(deps.ledger, feed, request);
}

/** The slip booked at the feed's current prices inside one ledger transaction that moves the total stake. */
function book(ledger: Ledger, feed: FeedAdapter, request: MoneyRequest<PlaceBetsBody>) {
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
      // The feed may still offer an event an operator settled by hand: the database, read here, has the last word.
      await refuseHandSettled(tx, booked, messages);
      const total = booked.reduce((sum, bet) => sum + bet.totalStake, 0);
      const available = accounts.wallet.balance;
      if (total > available) refuseInsufficient(total, available, user.currencyCode, messages);
      // After the player's accounts are locked: this player's concurrent slips are checked one after another.
      await refuseOverLiability(tx, user, booked, messages);
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
