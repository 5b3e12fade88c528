import type { SlipSoFar } from '@playline/contract/bets-math';
import { and, asc, between, eq, inArray, lte, notInArray, sql } from 'drizzle-orm';
import type { Database } from '#app/db/client.ts';
import { betLegs, bets, ledgerTransactions, settledEvents, users } from '#app/db/schema.ts';
import { OUTRIGHT_MARKET_TYPES } from '../shared/selections';
import type { EventOutcomes, LegResult } from './math';

/** SQL of settlement. Every function takes the transaction (or database) it runs in. */

/**
 * Outright legs carry a league id where an event id stands (the selection-id form is shared) and their season's
 * end as their start: event settlement never touches them; they settle on the feed's outright result.
 */
const eventLegs = (eventId: number) =>
  and(
    eq(betLegs.eventId, eventId),
    eq(betLegs.status, 'open'),
    notInArray(betLegs.marketType, [...OUTRIGHT_MARKET_TYPES]),
  );
const outrightLegs = (leagueId: number, endsAt: Date) =>
  and(
    eq(betLegs.eventId, leagueId),
    eq(betLegs.status, 'open'),
    inArray(betLegs.marketType, [...OUTRIGHT_MARKET_TYPES]),
    eq(betLegs.startsAt, endsAt),
  );

/** Events with open legs that started before `startedBefore` (feed time): those that may have a result now. */
export async function eventsWithOpenLegs(db: Database, startedBefore: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ eventId: betLegs.eventId })
    .from(betLegs)
    .where(
      and(
        eq(betLegs.status, 'open'),
        lte(betLegs.startsAt, startedBefore),
        notInArray(betLegs.marketType, [...OUTRIGHT_MARKET_TYPES]),
      ),
    )
    .limit(limit);
  return rows.map((row) => row.eventId);
}

/** The open legs of an event (outcome and bet), for deciding their results. */
export function openLegsOfEvent(tx: Database, eventId: number) {
  return tx
    .select({ id: betLegs.id, betId: betLegs.betId, outcomeId: betLegs.outcomeId })
    .from(betLegs)
    .where(eventLegs(eventId));
}

/** Outrights (league and season end) with open legs whose season ended by `endedBy` (feed time). */
export async function outrightsWithOpenLegs(
  db: Database,
  endedBy: Date,
  limit: number,
): Promise<{ leagueId: number; endsAt: Date }[]> {
  return db
    .selectDistinct({ leagueId: betLegs.eventId, endsAt: betLegs.startsAt })
    .from(betLegs)
    .where(
      and(
        eq(betLegs.status, 'open'),
        lte(betLegs.startsAt, endedBy),
        inArray(betLegs.marketType, [...OUTRIGHT_MARKET_TYPES]),
      ),
    )
    .limit(limit);
}

/** The open legs of one season's outright of a league. */
export function openLegsOfOutright(tx: Database, leagueId: number, endsAt: Date) {
  return tx
    .select({ id: betLegs.id, betId: betLegs.betId, outcomeId: betLegs.outcomeId })
    .from(betLegs)
    .where(outrightLegs(leagueId, endsAt));
}

/**
 * Settles the given legs with one result, but only those still open: a leg settled earlier (by hand, or by a
 * concurrent run) keeps its first result. Answers the legs it changed.
 */
export async function markLegs(tx: Database, ids: number[], status: LegResult, at: Date) {
  if (ids.length === 0) return [];
  return tx
    .update(betLegs)
    .set({ status, settledAt: at })
    .where(and(inArray(betLegs.id, ids), eq(betLegs.status, 'open')))
    .returning({ id: betLegs.id, betId: betLegs.betId });
}

/**
 * Open bets that can settle now: no open leg left, or (singles, multiples, builders) a lost one. `betIds` narrows
 * the search (an event's bets); otherwise every open bet is considered, which also finishes a run that stopped
 * between settling legs and settling bets.
 */
export async function betsReadyToSettle(db: Database, limit: number, betIds?: number[]): Promise<number[]> {
  if (betIds?.length === 0) return [];
  const ready = sql`(not exists (select 1 from ${betLegs} l where l.bet_id = ${bets.id} and l.status = 'open')
    or (${bets.type} <> 'system' and exists (select 1 from ${betLegs} l where l.bet_id = ${bets.id} and l.status = 'lost')))`;
  const rows = await db
    .select({ id: bets.id })
    .from(bets)
    .where(and(eq(bets.status, 'open'), ready, betIds ? inArray(bets.id, betIds) : undefined))
    .orderBy(asc(bets.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Locks an open bet for this transaction with its player's brand, skipping it when another run holds it (FOR
 * UPDATE SKIP LOCKED); null when it is settled or locked elsewhere.
 */
export async function claimOpenBet(tx: Database, betId: number) {
  const [row] = await tx
    .select({ bet: bets, brandKey: users.brandKey })
    .from(bets)
    .innerJoin(users, eq(users.id, bets.userId))
    .where(and(eq(bets.id, betId), eq(bets.status, 'open')))
    .for('update', { of: bets, skipLocked: true });
  return row ?? null;
}

export function legsOfBet(tx: Database, betId: number) {
  return tx.select().from(betLegs).where(eq(betLegs.betId, betId)).orderBy(asc(betLegs.position));
}

/** Records a bet's end (its row is locked by the caller); payout and tax add to what a partial cash-out paid. */
export async function closeBet(
  tx: Database,
  betId: number,
  end: { status: 'won' | 'lost' | 'void'; gross: number; tax: number; at: Date },
) {
  await tx
    .update(bets)
    .set({
      status: end.status,
      payout: sql`${bets.payout} + ${end.gross}`,
      tax: sql`${bets.tax} + ${end.tax}`,
      settledAt: end.at,
    })
    .where(eq(bets.id, betId));
}

/**
 * Records an operator's result for an event (the latest call wins): placement refuses the event from now on, and
 * the job settles with it any leg a placement racing this call wrote after its legs were read.
 */
export async function recordHandResult(tx: Database, eventId: number, result: EventOutcomes, at: Date) {
  const row = {
    winningOutcomeIds: [...result.winningOutcomeIds],
    voidOutcomeIds: [...result.voidOutcomeIds],
    settledAt: at,
  };
  await tx
    .insert(settledEvents)
    .values({ eventId, ...row })
    .onConflictDoUpdate({ target: settledEvents.eventId, set: row });
}

/** Events settled by hand that still have open legs (placed while they were being settled), with their result. */
export function handSettledWithOpenLegs(db: Database, limit: number) {
  return db
    .selectDistinct({
      eventId: settledEvents.eventId,
      winningOutcomeIds: settledEvents.winningOutcomeIds,
      voidOutcomeIds: settledEvents.voidOutcomeIds,
    })
    .from(settledEvents)
    .innerJoin(betLegs, eq(betLegs.eventId, settledEvents.eventId))
    .where(and(eq(betLegs.status, 'open'), notInArray(betLegs.marketType, [...OUTRIGHT_MARKET_TYPES])))
    .limit(limit);
}

/**
 * A slip's stake (its placement's ledger amount) and what its bets have paid and withheld so far. Read after the
 * player's accounts are locked: every money movement of a player takes that lock, so two bets of one slip settling
 * on two instances read each other's results in turn. Bets of a slip are ids `transaction × 100 + position`.
 */
export async function slipSoFar(tx: Database, transactionId: number): Promise<SlipSoFar> {
  const [row] = await tx
    .select({
      stake: ledgerTransactions.amount,
      paid: sql<number>`coalesce(sum(${bets.payout}), 0)`.mapWith(Number),
      withheld: sql<number>`coalesce(sum(${bets.tax}), 0)`.mapWith(Number),
    })
    .from(ledgerTransactions)
    .innerJoin(bets, between(bets.id, transactionId * 100, transactionId * 100 + 99))
    .where(eq(ledgerTransactions.id, transactionId))
    .groupBy(ledgerTransactions.amount);
  if (!row) throw new Error(`slip ${transactionId} has no bets`);
  return { stake: Number(row.stake), paid: row.paid, withheld: row.withheld };
}
