import type { GameBalance, RoundOutcome, RoundResult } from '@playline/contract/casino';
import { flightHundredths } from './engines/crash';
import { roundFairness } from './fairness/session-seeds';
import type { RoundRow } from './rounds-repository';

/** A crash flight's take-off, when the round is one in the air (its state is private; only the time shows). */
const takeOffOf = (row: RoundRow): number | null => {
  if (row.engine !== 'crash' || row.status !== 'open') return null;
  return (row.state as { flight?: { takeOffAt: number } | null } | null)?.flight?.takeOffAt ?? null;
};

/**
 * A stored round as the player sees it (the engine's private state never leaves the server). A flight in the air
 * shows how long it has flown by `now` and the multiplier reached, never its crash point.
 */
export const presentRound = (row: RoundRow, balance: GameBalance, now?: Date): RoundResult => {
  const takeOff = takeOffOf(row);
  const outcome = row.outcome as RoundOutcome;
  const elapsedMs = takeOff === null ? 0 : Math.max(0, (now?.getTime() ?? takeOff) - takeOff);
  return {
    roundId: row.id,
    stake: row.stake,
    win: row.win,
    finished: row.status === 'settled',
    outcome:
      takeOff !== null && outcome.engine === 'crash'
        ? { ...outcome, flight: { elapsedMs, multiplier: flightHundredths(elapsedMs) / 100 } }
        : outcome,
    balance,
    ...(row.fairness ? { fairness: roundFairness(row.fairness) } : {}),
  };
};
