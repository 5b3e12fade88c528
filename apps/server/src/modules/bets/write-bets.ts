import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { betLegs, bets, bookingCodes } from '../../db/schema';
import type { BookedBet } from './validate';

/** Bets of one placement: ids `transactionId * 100 + position` (at most BET_LIMITS.maxSelections bets). */
export const betIdOf = (transactionId: number, position: number) => transactionId * 100 + position;

export interface BetsToWrite {
  userId: number;
  transactionId: number;
  currencyCode: string;
  placedAt: Date;
  bets: { id: number; bookingCode: string; booked: BookedBet }[];
}

/** The bets, their legs and their booking codes in one statement (one round trip inside the ledger transaction). */
export async function writeBets(tx: Database, input: BetsToWrite): Promise<void> {
  const placedAt = input.placedAt.toISOString();
  const betRows = input.bets.map(
    ({ id, bookingCode, booked: b }) =>
      sql`(${id}, ${input.userId}, ${input.transactionId}, ${b.type}, ${b.stake}, ${b.lines}, ${b.totalStake},
        ${b.sizes === null ? null : JSON.stringify(b.sizes)}::jsonb, ${b.odds}, ${b.potentialReturn}, ${bookingCode},
        ${input.currencyCode}, ${placedAt}::timestamptz)`,
  );
  const legRows = input.bets.flatMap(({ id, booked }) =>
    booked.legs.map(({ quote: q, odds, banker }, position) => {
      const startsAt = new Date(q.event.startsAt).toISOString();
      return sql`(${id}, ${position}, ${q.outcomeId}, ${q.event.id}, ${q.event.sport}, ${q.eventName},
        ${startsAt}::timestamptz, ${q.market.key}, ${q.market.type}, ${q.market.line}::float8, ${q.outcome.code},
        ${q.outcome.name ?? null}, ${odds}::float8, ${banker})`;
    }),
  );
  const codeRows = input.bets.map(({ bookingCode, booked }) => {
    const selections = JSON.stringify(booked.legs.map((leg) => ({ outcomeId: leg.quote.outcomeId })));
    return sql`(${bookingCode}, ${selections}::jsonb, ${placedAt}::timestamptz)`;
  });
  await tx.execute(sql`
    with placed as (
      insert into ${bets} (id, user_id, transaction_id, type, stake, lines, total_stake, sizes, odds,
        potential_return, booking_code, currency_code, placed_at)
      values ${sql.join(betRows, sql`, `)}
    ), codes as (
      insert into ${bookingCodes} (code, selections, created_at) values ${sql.join(codeRows, sql`, `)}
    )
    insert into ${betLegs} (bet_id, position, outcome_id, event_id, sport, event_name, starts_at, market_key,
      market_type, line, code, name, odds, banker)
    values ${sql.join(legRows, sql`, `)}`);
}
