import type { GameBalance, RoundOutcome, RoundResult } from '@playline/contract/casino';
import { roundFairness } from './fairness/session-seeds';
import type { RoundRow } from './rounds-repository';

/** A stored round as the player sees it (the engine's private state never leaves the server). */
export const presentRound = (row: RoundRow, balance: GameBalance): RoundResult => ({
  roundId: row.id,
  stake: row.stake,
  win: row.win,
  finished: row.status === 'settled',
  outcome: row.outcome as RoundOutcome,
  balance,
  ...(row.fairness ? { fairness: roundFairness(row.fairness) } : {}),
});
