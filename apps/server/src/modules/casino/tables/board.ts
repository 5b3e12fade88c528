import type { TableFairness, TableResult, TableState, TableUpdate } from '@playline/contract/casino';
import type { TableDefinition } from '../catalogue/tables';
import { currentRound, phaseAt } from './rhythm';

/** Earlier results a table's state carries. */
export const HISTORY_SIZE = 20;

/** What this instance last heard about a table's round: only what was published (never the hidden cards). */
export interface PublishedRound {
  roundId: number;
  result: TableResult | null;
  dealt?: string[];
  /** Results before `roundId`, latest first. */
  history: TableResult[];
  /** The round's commitment; its seed once the result was published. */
  fairness?: TableFairness;
}

/**
 * Every instance's picture of the tables, fed by the `table:<id>` messages on the bus (and the database at start):
 * any instance answers a table's state and a subscriber's snapshot at once, whichever instance leads.
 */
export function createBoard() {
  const latest = new Map<number, PublishedRound>();
  return {
    /** Keeps the newer of what it holds and `round`; within one round a result or more dealt cards never go back. */
    remember(tableId: number, round: PublishedRound): void {
      const held = latest.get(tableId);
      if (held && held.roundId > round.roundId) return;
      if (held && held.roundId === round.roundId) {
        const dealt = (round.dealt?.length ?? 0) >= (held.dealt?.length ?? 0) ? round.dealt : held.dealt;
        // A revealed seed never goes back to the bare commitment.
        const fairness = round.fairness?.serverSeed ? round.fairness : (held.fairness ?? round.fairness);
        latest.set(tableId, {
          ...round,
          result: round.result ?? held.result,
          dealt,
          ...(fairness ? { fairness } : {}),
        });
        return;
      }
      latest.set(tableId, round);
    },
    published: (tableId: number): PublishedRound | undefined => latest.get(tableId),
  };
}
export type Board = ReturnType<typeof createBoard>;

/** The results before `roundId` as far as `round` (published for that round or an earlier one) tells. */
export function historyBefore(round: PublishedRound | undefined, roundId: number): TableResult[] {
  if (!round) return [];
  if (round.roundId >= roundId) return round.history;
  return (round.result ? [round.result, ...round.history] : round.history).slice(0, HISTORY_SIZE);
}

/**
 * A table's state at `now`: the phase by the clock, the round's result once drawn (a round whose window closed but
 * whose result has not been published yet is still `playing`: the ball is rolling).
 */
export function tableStateAt(table: TableDefinition, round: PublishedRound | undefined, now: number, seated: number) {
  const times = currentRound(table, now);
  const same = round?.roundId === times.roundId ? round : undefined;
  const result = same?.result ?? null;
  const clockPhase = phaseAt(table, now);
  const state: TableState = {
    tableId: table.tableId,
    engine: table.engine,
    roundId: times.roundId,
    phase: clockPhase === 'result' && result === null ? 'playing' : clockPhase,
    bettingClosesAt: times.bettingClosesAt,
    nextRoundAt: times.nextRoundAt,
    serverTime: now,
    result: clockPhase === 'betting' ? null : result,
    history: historyBefore(round, times.roundId),
    seated,
  };
  // The seed comes with the result and not before: a blackjack seed would tell every card still to come.
  if (same?.fairness) state.fairness = result ? same.fairness : { ...same.fairness, serverSeed: null };
  if (table.engine === 'live-blackjack') state.dealt = clockPhase === 'betting' ? [] : (same?.dealt ?? []);
  return state;
}

export const tableUpdate = (state: TableState): TableUpdate => ({ type: 'table', ...state });
