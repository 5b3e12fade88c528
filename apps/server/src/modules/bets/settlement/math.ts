import { type BetType, lineReturn, systemLines } from '@playline/contract/bets-math';

/**
 * The arithmetic of settling (issue 5), free of the database: a leg's status from an event's result, and a bet's
 * status and gross return from its legs. The tax is the slip's (`slipTaxDue`), withheld when the credit is booked.
 *
 * Our markets are settled whole: every line (totals, handicaps) is a half line, so a leg is won, lost or void and
 * never half-won or half-lost (quarter/Asian lines would need those; none is offered). A void leg is a market the
 * rules void (draw no bet on a draw) or an outcome the operator voids.
 */

export type LegResult = 'won' | 'lost' | 'void';
export type SettledBetStatus = 'won' | 'lost' | 'void';

/** What an event's result says: outcome ids that won and those void by the rules; every other outcome lost. */
export interface EventOutcomes {
  winningOutcomeIds: readonly string[];
  voidOutcomeIds: readonly string[];
}

export function legResult(outcomeId: string, result: EventOutcomes): LegResult {
  if (result.voidOutcomeIds.includes(outcomeId)) return 'void';
  return result.winningOutcomeIds.includes(outcomeId) ? 'won' : 'lost';
}

export interface SettleableBet {
  type: BetType;
  /** Per line. */
  stake: number;
  totalStake: number;
  sizes: readonly number[] | null;
  /** The bet's total odds (used for builder bets, whose price is not the product of its legs). */
  odds: number | null;
}

export interface SettleableLeg {
  odds: number;
  banker: boolean;
  status: 'open' | LegResult;
}

export interface BetSettlement {
  status: SettledBetStatus;
  /** Gross return (0 when lost), before the slip's tax. */
  gross: number;
}

/** A leg's price in a line's return: its odds when won, 1 when void, 0 when lost. */
const priceOf = (leg: SettleableLeg) => (leg.status === 'won' ? leg.odds : leg.status === 'void' ? 1 : 0);

/** The lines of a bet as lists of legs: one line of every leg, except for systems. */
function linesOf<T extends SettleableLeg>(bet: SettleableBet, legs: readonly T[]): T[][] {
  if (bet.type !== 'system') return [[...legs]];
  return systemLines(
    legs,
    bet.sizes ?? [],
    legs.filter((leg) => leg.banker),
  );
}

/**
 * Gross return of a bet whose legs are all settled: the sum over lines of `lineReturn` with void legs at odds 1
 * and lost legs at 0. A builder bet is one price for correlated legs: all won pays its odds; a lost leg loses it;
 * a void leg (with none lost) voids the whole combination, since its joint price cannot be split per leg.
 */
function grossReturn(bet: SettleableBet, legs: readonly SettleableLeg[]): number {
  if (bet.type === 'builder') {
    if (legs.some((leg) => leg.status === 'lost')) return 0;
    if (legs.some((leg) => leg.status === 'void')) return bet.totalStake;
    return lineReturn(bet.stake, [bet.odds ?? 1]);
  }
  return linesOf(bet, legs).reduce((sum, line) => sum + lineReturn(bet.stake, line.map(priceOf)), 0);
}

/**
 * How a bet settles, or null while it cannot yet: a system waits for every leg; a single, multiple or builder bet
 * is lost as soon as one leg lost (its other legs cannot change that) and otherwise waits for every leg.
 */
export function settleBet(bet: SettleableBet, legs: readonly SettleableLeg[]): BetSettlement | null {
  const open = legs.some((leg) => leg.status === 'open');
  const lostEarly = bet.type !== 'system' && legs.some((leg) => leg.status === 'lost');
  if (open && !lostEarly) return null;
  if (lostEarly) return { status: 'lost', gross: 0 };
  const allVoid = legs.every((leg) => leg.status === 'void');
  const builderVoid = bet.type === 'builder' && legs.some((leg) => leg.status === 'void');
  const gross = allVoid ? bet.totalStake : grossReturn(bet, legs);
  if (allVoid || builderVoid) return { status: 'void', gross };
  if (gross === 0) return { status: 'lost', gross: 0 };
  return { status: 'won', gross };
}
