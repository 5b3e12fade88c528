import type { BetType } from '@playline/contract/bets-math';
import type { SlipContext } from './slip-types';

export interface ModeActions {
  setMode(mode: BetType): void;
  setSizes(sizes: number[]): void;
  toggleBanker(outcomeId: string): void;
}

const MODES: readonly BetType[] = ['single', 'multiple', 'system', 'builder'];

/** The stored bet type, else singles. */
export const restoreMode = (stored: unknown): BetType =>
  MODES.includes(stored as BetType) ? (stored as BetType) : 'single';

/** The stored system sizes that are sizes (whole and positive). */
export const restoreSizes = (stored: unknown[]): number[] =>
  stored.filter((size): size is number => Number.isInteger(size) && (size as number) > 0);

/** The bankers that are still picks on the slip. */
export const bankersOf = (bankers: readonly unknown[], outcomeIds: ReadonlySet<string>): string[] =>
  bankers.filter((id): id is string => typeof id === 'string' && outcomeIds.has(id));

/** How the picks are bet: singles, a multiple, a system (its line sizes and bankers) or builder bets. */
export function modeActions({ read, save }: SlipContext): ModeActions {
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
