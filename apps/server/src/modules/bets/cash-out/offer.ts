import type { BetType, CashOutOffer } from '@playline/contract/bets';
import type { Market } from '@playline/contract/sports';
import type { FeedAdapter } from '#app/modules/sports/feed/adapter.ts';
import { BUILDER_MARGIN } from '../builder/price';
import { parseOutcomeId, quote } from '../shared/selections';

/** The house's share of a cash-out's fair value. */
export const CASH_OUT_MARGIN = 0.05;

/** What the offer needs of a bet (a row of `bets` or a presented bet). */
export interface CashOutBet {
  type: BetType;
  status: string;
  totalStake: number;
  potentialReturn: number;
  /** Total odds (a builder bet's own price); null for systems. */
  odds: number | null;
}

export interface CashOutLeg {
  outcomeId: string;
  eventId: number;
  marketKey: string;
  odds: number;
  status: string;
  /** The event's start; an outright leg's season end, which tells its season (outright ids carry none). */
  startsAt?: Date;
}

/** An open leg as the market prices it now: the chance of its outcome (margin removed) and whether it trades. */
export interface LegQuote {
  probability: number;
  tradable: boolean;
}

/**
 * The chance the market gives an outcome, with its margin removed proportionally: 1/odds over the sum of 1/odds,
 * times the number of outcomes that win together (two for double chance).
 */
export function impliedProbability(market: Market, outcomeId: string): number | null {
  const outcome = market.outcomes.find((candidate) => candidate.id === outcomeId);
  if (!outcome) return null;
  const overround = market.outcomes.reduce((sum, candidate) => sum + 1 / candidate.odds, 0);
  const places = market.type === 'dc' ? 2 : 1;
  return Math.min(1, ((1 / outcome.odds) * places) / overround);
}

/**
 * The quote of an open leg at the feed's `now`, event or outright alike. Only pre-match prices are tradable (no
 * in-play pricing until the live issue), an outright's until its season's end; a leg whose event, market or
 * outcome is gone (or whose outright season is no longer the one offered) is not tradable and counts at its
 * placed price.
 */
export function quoteLeg(leg: CashOutLeg, feed: FeedAdapter, now: number): LegQuote {
  const unpriced = { probability: 1 / leg.odds, tradable: false };
  const current = quote(feed, leg.outcomeId, now);
  if (!current || current.eventId !== leg.eventId || current.market.key !== leg.marketKey) return unpriced;
  if (current.event === null && current.startsAt !== leg.startsAt?.getTime()) return unpriced;
  const probability = impliedProbability(current.market, leg.outcomeId);
  if (probability === null) return unpriced;
  return { probability, tradable: current.status === 'open' && !current.live };
}

/**
 * Fair value of a bet from its settled legs and its open legs' quotes, less the cash-out margin, rounded down and
 * never above the potential return. Won legs count at their placed odds, void legs at 1, open legs at placed odds
 * times their chance now (legs of a single or multiple are of different events, which the model draws apart).
 * A builder bet is one price for legs of one event: its odds times `builderChance`, the joint model's chance that
 * all its open legs win; without one (the model cannot price them) it counts at its own price.
 */
export function cashOutValue(
  bet: CashOutBet,
  legs: readonly CashOutLeg[],
  quotes: readonly (LegQuote | null)[],
  builderChance: number | null = null,
) {
  let factor = 1;
  if (bet.type === 'builder') {
    const odds = bet.odds ?? 1;
    const beaten = legs.some((leg) => leg.status !== 'open' && leg.status !== 'won' && leg.status !== 'void');
    factor = beaten ? 0 : odds * (builderChance ?? 1 / (odds * (1 + BUILDER_MARGIN)));
  } else {
    legs.forEach((leg, index) => {
      const quote = quotes[index];
      if (leg.status === 'won') factor *= leg.odds;
      else if (leg.status === 'open' && quote) factor *= leg.odds * quote.probability;
      else if (leg.status !== 'void') factor = 0;
    });
  }
  // A hair above the product absorbs binary rounding (1000 × 0.95 must not become 949.99…).
  const value = Math.floor(bet.totalStake * factor * (1 - CASH_OUT_MARGIN) + 1e-6);
  return Math.max(0, Math.min(bet.potentialReturn, value));
}

/**
 * The chance now that every open leg of a builder bet wins, from its event's joint model (the one that priced it,
 * at this moment; in play the lower end of the price step, `chanceToBuyBack`); 1 with no leg open, null when the model is gone or does not decide a leg.
 */
function builderChanceNow(legs: readonly CashOutLeg[], feed: FeedAdapter, now: number): number | null {
  const open = legs.filter((leg) => leg.status === 'open');
  if (open.length === 0) return 1;
  const event = feed.event(open[0]!.eventId);
  const model = event ? feed.jointModel(event, now) : null;
  const joint = open.map((leg) => ({ marketKey: leg.marketKey, code: parseOutcomeId(leg.outcomeId)?.code ?? '' }));
  return model?.chanceToBuyBack(joint) ?? null;
}

/**
 * The cash-out offer of a bet at the feed's `now`: null for systems, settled bets and bets already beaten (a lost
 * leg); otherwise the value, available while every open leg trades pre-match and the value is at least a cent.
 */
export function cashOutOffer(
  bet: CashOutBet,
  legs: readonly CashOutLeg[],
  feed: FeedAdapter,
  now: number,
): CashOutOffer | null {
  if (bet.type === 'system' || bet.status !== 'open') return null;
  if (legs.some((leg) => leg.status === 'lost')) return null;
  const quotes = legs.map((leg) => (leg.status === 'open' ? quoteLeg(leg, feed, now) : null));
  const builderChance = bet.type === 'builder' ? builderChanceNow(legs, feed, now) : null;
  const value = cashOutValue(bet, legs, quotes, builderChance);
  const priced = bet.type !== 'builder' || builderChance !== null;
  const tradable = priced && quotes.every((quote) => quote === null || quote.tradable);
  return { value, available: tradable && value > 0 };
}
