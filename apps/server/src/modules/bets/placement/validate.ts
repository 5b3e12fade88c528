import {
  BET_LIMITS,
  type BetType,
  type InPlayRejection,
  lineReturn,
  type OddsPolicy,
  type PriceChange,
  systemLines,
  toHundredths,
  totalOdds,
} from '@playline/contract/bets';
import type { Messages } from '#app/i18n/translate.ts';
import { HttpError } from '#app/lib/http-error.ts';
import type { FeedAdapter } from '#app/modules/sports/feed/adapter.ts';
import { priceBuilder } from '../builder/rules';
import { changeOf, type Quote, quote } from '../shared/selections';
import { checkRules, type RequestedBet, sizesOf } from './rules';

/**
 * Nothing is booked: prices moved outside the policy, or selections are suspended or gone (answered as 409); with a
 * `reason` when that happened during an in-play delay.
 */
export class OddsChangedError extends Error {
  constructor(
    readonly changes: PriceChange[],
    readonly builderOdds?: number,
    readonly reason?: InPlayRejection,
    /** Said instead of the general "prices changed" (an event settled by hand). */
    readonly explanation?: string,
  ) {
    super('odds changed');
  }
}

export interface BookedLeg {
  quote: Quote;
  odds: number;
  banker: boolean;
}

/** A bet as it will be booked: at the current prices, with its lines and returns. */
export interface BookedBet {
  type: BetType;
  stake: number;
  lines: number;
  totalStake: number;
  sizes: number[] | null;
  odds: number | null;
  potentialReturn: number;
  legs: BookedLeg[];
}

/**
 * Whether the player's policy accepts the current price for the one they saw. "Ask me" (`none`) asks only about a
 * worse price: the same or a better one is booked as it is now, like "accept higher" (the slip is where the two
 * differ: under "Ask me" it shows any change it sees before Place). Decision 022.
 */
export function accepts(policy: OddsPolicy, seen: number, now: number): boolean {
  if (policy === 'any') return true;
  return toHundredths(now) >= toHundredths(seen);
}

function returnOf(bet: RequestedBet, legs: BookedLeg[], price: number | null) {
  // A builder bet pays its own price; a single or multiple the product of its legs' (the total odds it shows are
  // that product rounded down).
  if (bet.type === 'builder' && price !== null) return { lines: 1, potentialReturn: lineReturn(bet.stake, [price]) };
  const bankers = legs.filter((leg) => leg.banker);
  const lines = systemLines(legs, sizesOf(bet), bankers);
  const potentialReturn = lines.reduce(
    (sum, line) =>
      sum +
      lineReturn(
        bet.stake,
        line.map((leg) => leg.odds),
      ),
    0,
  );
  return { lines: lines.length, potentialReturn };
}

/**
 * Every bet of a request checked against the rules and the feed at `at`: 400 for a broken rule, OddsChangedError
 * listing every selection that moved outside the policy, is suspended or gone; else the bets at current prices.
 */
export function validateBets(
  feed: FeedAdapter,
  at: number,
  request: { oddsPolicy: OddsPolicy; bets: RequestedBet[] },
  currencyCode: string,
  messages: Messages,
): BookedBet[] {
  for (const bet of request.bets) checkRules(bet, currencyCode, messages);
  const changes = new Map<string, PriceChange>();
  let builderMoved: number | undefined;
  const priced = request.bets.map((bet) => {
    const legs: BookedLeg[] = [];
    for (const selection of bet.selections) {
      const current = quote(feed, selection.outcomeId, at);
      // A builder bet is held to its combined price, not to its selections' own.
      const moved = bet.type !== 'builder' && !accepts(request.oddsPolicy, selection.odds, current?.outcome.odds ?? 0);
      if (current?.status !== 'open' || moved) {
        changes.set(selection.outcomeId, changeOf(selection.outcomeId, current));
      }
      if (current) legs.push({ quote: current, odds: current.outcome.odds, banker: selection.banker });
    }
    return { bet, legs };
  });
  const booked = priced.map(({ bet, legs }) => {
    let price: number | null = null;
    if (bet.type === 'builder' && legs.length === bet.selections.length) {
      price = priceBuilder(
        feed,
        legs.map((leg) => leg.quote),
        at,
        messages,
      );
      // Without the price the slip saw, only a player who accepts any price takes the server's.
      const moved =
        bet.builderOdds === undefined
          ? request.oddsPolicy !== 'any'
          : !accepts(request.oddsPolicy, bet.builderOdds, price);
      if (moved) builderMoved = price;
    } else if (bet.type !== 'system') price = totalOdds(legs.map((leg) => leg.odds));
    return { bet, legs, price };
  });
  if (changes.size > 0 || builderMoved !== undefined) throw new OddsChangedError([...changes.values()], builderMoved);
  return booked.map(({ bet, legs, price }) => {
    const { lines, potentialReturn } = returnOf(bet, legs, price);
    if (potentialReturn > BET_LIMITS.maxPayout) {
      throw new HttpError(
        400,
        messages.t('bets.maxPayout', { max: messages.money(BET_LIMITS.maxPayout, currencyCode) }),
      );
    }
    const sizes = bet.type === 'system' ? sizesOf(bet) : null;
    return {
      type: bet.type,
      stake: bet.stake,
      lines,
      totalStake: lines * bet.stake,
      sizes,
      odds: price,
      potentialReturn,
      legs,
    };
  });
}
