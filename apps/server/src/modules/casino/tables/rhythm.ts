import type { TableDefinition } from '../catalogue/tables';

/** How long a live blackjack round shows its result before the next round's betting opens. */
export const BLACKJACK_RESULT_MS = 10_000;

/**
 * Where a table's round stands, from the clock alone: round n runs [n·roundMs, (n+1)·roundMs), so every instance
 * answers the same without asking the database or the leader.
 */
export interface RoundTimes {
  roundId: number;
  startsAt: number;
  /** Bets are taken while now < bettingClosesAt. */
  bettingClosesAt: number;
  /** Live blackjack takes decisions until here; spin tables draw at bettingClosesAt (the same instant). */
  decisionsCloseAt: number;
  nextRoundAt: number;
}

export function roundTimes(table: TableDefinition, roundId: number): RoundTimes {
  const startsAt = roundId * table.roundMs;
  const bettingClosesAt = startsAt + table.bettingMs;
  const nextRoundAt = startsAt + table.roundMs;
  const decisionsCloseAt =
    table.engine === 'live-blackjack' ? Math.max(bettingClosesAt, nextRoundAt - BLACKJACK_RESULT_MS) : bettingClosesAt;
  return { roundId, startsAt, bettingClosesAt, decisionsCloseAt, nextRoundAt };
}

export const roundIdAt = (table: TableDefinition, now: number): number => Math.floor(now / table.roundMs);

export const currentRound = (table: TableDefinition, now: number): RoundTimes =>
  roundTimes(table, roundIdAt(table, now));

/** The phase by the clock: betting, then (blackjack) playing, then the result until the next round. */
export function phaseAt(table: TableDefinition, now: number): 'betting' | 'playing' | 'result' {
  const times = currentRound(table, now);
  if (now < times.bettingClosesAt) return 'betting';
  if (now < times.decisionsCloseAt) return 'playing';
  return 'result';
}
