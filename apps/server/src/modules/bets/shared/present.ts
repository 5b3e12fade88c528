import type { Bet, BetCashOut, BetLeg, CashOutOffer } from '@playline/contract/bets';
import type { betLegs, bets, cashOuts } from '#app/db/schema.ts';
import type { BookedBet } from '../placement/validate';

type BetRow = typeof bets.$inferSelect;
type LegRow = typeof betLegs.$inferSelect;
type CashOutRow = Pick<typeof cashOuts.$inferSelect, 'part' | 'paid' | 'createdAt'>;

export const presentCashOut = (row: CashOutRow): BetCashOut => ({
  stake: row.part,
  paid: row.paid,
  at: row.createdAt.toISOString(),
});

export const presentLeg = (leg: LegRow): BetLeg => ({
  outcomeId: leg.outcomeId,
  eventId: leg.eventId,
  sport: leg.sport,
  eventName: leg.eventName,
  startsAt: leg.startsAt.toISOString(),
  marketType: leg.marketType,
  line: leg.line,
  code: leg.code,
  ...(leg.name === null ? {} : { name: leg.name }),
  odds: leg.odds,
  banker: leg.banker,
  status: leg.status,
});

/** A stored bet with its legs (in position order), its cash-out offer now and its cash-outs so far (oldest first). */
export const presentBet = (
  row: BetRow,
  legs: LegRow[],
  cashOut: CashOutOffer | null,
  made: readonly CashOutRow[] = [],
): Bet => ({
  id: row.id,
  type: row.type,
  stake: row.stake,
  lines: row.lines,
  totalStake: row.totalStake,
  sizes: row.sizes ?? null,
  odds: row.odds,
  potentialReturn: row.potentialReturn,
  status: row.status,
  payout: row.payout,
  tax: row.tax,
  bookingCode: row.bookingCode,
  currencyCode: row.currencyCode,
  placedAt: row.placedAt.toISOString(),
  settledAt: row.settledAt?.toISOString() ?? null,
  legs: legs.map(presentLeg),
  cashOut,
  cashOuts: made.map(presentCashOut),
});

/** A bet just booked, as the placement answers it (and repeats it to retries). */
export function presentBooked(
  booked: BookedBet,
  meta: { id: number; bookingCode: string; currencyCode: string; placedAt: Date },
): Bet {
  return {
    id: meta.id,
    type: booked.type,
    stake: booked.stake,
    lines: booked.lines,
    totalStake: booked.totalStake,
    sizes: booked.sizes,
    odds: booked.odds,
    potentialReturn: booked.potentialReturn,
    status: 'open',
    payout: 0,
    tax: 0,
    bookingCode: meta.bookingCode,
    currencyCode: meta.currencyCode,
    placedAt: meta.placedAt.toISOString(),
    settledAt: null,
    legs: booked.legs.map(({ quote: q, odds, banker }) => ({
      outcomeId: q.outcomeId,
      eventId: q.eventId,
      sport: q.sport,
      eventName: q.eventName,
      startsAt: new Date(q.startsAt).toISOString(),
      marketType: q.market.type,
      line: q.market.line,
      code: q.outcome.code,
      ...(q.outcome.name === undefined ? {} : { name: q.outcome.name }),
      odds,
      banker,
      status: 'open' as const,
    })),
    // Placement answers are stored and replayed: an offer would go stale. My bets computes it live.
    cashOut: null,
    cashOuts: [],
  };
}
