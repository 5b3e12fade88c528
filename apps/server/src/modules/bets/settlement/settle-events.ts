import type { Database } from '#app/db/client.ts';
import type { Ledger } from '#app/modules/ledger/ledger.ts';
import type { FeedAdapter } from '#app/modules/sports/feed/adapter.ts';
import { type EventOutcomes, type LegResult, legResult } from './math';
import {
  betsReadyToSettle,
  eventsWithOpenLegs,
  handSettledWithOpenLegs,
  markLegs,
  openLegsOfEvent,
  openLegsOfOutright,
  outrightsWithOpenLegs,
  recordHandResult,
} from './repository';
import { settleOneBet } from './settle-bet';

/** What settlement works with: the ledger (and its transactions and clock), the database and the feed. */
export interface SettleContext {
  ledger: Ledger;
  db: Database;
  feed: FeedAdapter;
}

export interface SettleCount {
  settledLegs: number;
  settledBets: number;
}

const EVENTS_PER_RUN = 500;
const BETS_PER_RUN = 500;

type OpenLeg = { id: number; betId: number; outcomeId: string };

/** Settles the open legs `load` finds with `result` in one transaction; legs settled before keep their result. */
async function settleLegs(context: SettleContext, load: (tx: Database) => Promise<OpenLeg[]>, result: EventOutcomes) {
  const { ledger } = context;
  return ledger.transaction(async (tx) => {
    const legs = await load(tx);
    const byResult = new Map<LegResult, number[]>([
      ['won', []],
      ['lost', []],
      ['void', []],
    ]);
    for (const leg of legs) byResult.get(legResult(leg.outcomeId, result))?.push(leg.id);
    const at = ledger.clock();
    const changed = [];
    for (const [status, ids] of byResult) changed.push(...(await markLegs(tx, ids, status, at)));
    return { settledLegs: changed.length, betIds: [...new Set(changed.map((leg) => leg.betId))] };
  });
}

/**
 * Settles an event's open legs with its result in one transaction; legs settled before (by hand or by another
 * run) keep their result. Answers the legs this call settled and the bets they belong to. No money moves here.
 */
export function settleEventLegs(context: SettleContext, eventId: number, result: EventOutcomes) {
  return settleLegs(context, (tx) => openLegsOfEvent(tx, eventId), result);
}

/**
 * Settles the open legs of a league's outright whose season ended at `endsAt` (legs store it as their start) with
 * that season's result, as `settleEventLegs` does an event's.
 */
export function settleOutrightLegs(context: SettleContext, leagueId: number, endsAt: Date, result: EventOutcomes) {
  return settleLegs(context, (tx) => openLegsOfOutright(tx, leagueId, endsAt), result);
}

/** Settles (and pays) every ready bet among `betIds`, or among all open bets; answers how many this call settled. */
export async function settleReadyBets(context: SettleContext, betIds?: number[]): Promise<number> {
  let settled = 0;
  for (const betId of await betsReadyToSettle(context.db, BETS_PER_RUN, betIds)) {
    if (await settleOneBet(context.ledger, betId)) settled++;
  }
  return settled;
}

/**
 * One run of the settlement job: every event with open legs that has a result at the feed's now gets its legs
 * settled, so does every outright whose season ended (with that season's result), then every open bet that can
 * settle is settled — including bets whose legs an earlier, interrupted run settled. Safe on any number of
 * instances at once.
 */
export async function settleDue(context: SettleContext): Promise<SettleCount> {
  const now = context.feed.now();
  let settledLegs = 0;
  // An operator's result first: legs that raced a hand settlement settle as the operator said, not as the feed.
  for (const { eventId, ...result } of await handSettledWithOpenLegs(context.db, EVENTS_PER_RUN)) {
    settledLegs += (await settleEventLegs(context, eventId, result)).settledLegs;
  }
  for (const eventId of await eventsWithOpenLegs(context.db, new Date(now), EVENTS_PER_RUN)) {
    const event = context.feed.event(eventId);
    const result = event && context.feed.result(event, now);
    if (result) settledLegs += (await settleEventLegs(context, eventId, result)).settledLegs;
  }
  for (const { leagueId, endsAt } of await outrightsWithOpenLegs(context.db, new Date(now), EVENTS_PER_RUN)) {
    // The result of the season that ended at the legs' `endsAt`, not of a later one (outcome ids carry no season).
    const result = context.feed.outrightResult(leagueId, endsAt.getTime());
    if (result?.endsAt === endsAt.getTime()) {
      settledLegs += (await settleOutrightLegs(context, leagueId, endsAt, result)).settledLegs;
    }
  }
  return { settledLegs, settledBets: await settleReadyBets(context) };
}

/**
 * Settles one event now with the given result (the admin call); its bets that can settle are settled too. The
 * result is recorded in the same transaction, which closes the event to new bets on every instance.
 */
export async function settleEvent(context: SettleContext, eventId: number, result: EventOutcomes) {
  const { settledLegs, betIds } = await settleLegs(
    context,
    async (tx) => {
      await recordHandResult(tx, eventId, result, context.ledger.clock());
      return openLegsOfEvent(tx, eventId);
    },
    result,
  );
  return { settledLegs, settledBets: await settleReadyBets(context, betIds) };
}
