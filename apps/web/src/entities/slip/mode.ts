import type { BetType } from '@playline/contract/bets-math';
import type { Read, Save } from './slip-types';

export interface ModeActions {
  setMode(mode: BetType): void;
  setSizes(sizes: number[]): void;
  toggleBanker(outcomeId: string): void;
}

/** The bankers that are still picks on the slip. */
export const bankersOf = (bankers: readonly unknown[], outcomeIds: ReadonlySet<string>): string[] =>
  bankers.filter((id): id is string => typeof id === 'string' && outcomeIds.has(id));

/** How the picks are bet: singles, a multiple, a system (its line sizes and bankers) or builder bets. */
export function modeActions(save: Save, read: Read): ModeActions {
  return {
    setMode: (mode) => save({ mode }),
    setSizes: (sizes) => save({ sizes: [...new Set(sizes)].sort((a, b) => a - b) }),
    toggleBanker: (outcomeId) => {
      const { bankers } = read();
      // Another banker changes which system sizes exist: the player chooses them again.
      save({
        bankers: bankers.includes(outcomeId) ? bankers.filter((id) => id !== outcomeId) : [...bankers, outcomeId],
        sizes: [],
      });
    },
  };
}
