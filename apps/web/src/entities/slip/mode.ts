import type { BetType } from '@playline/contract/bets-math';
import type { Read, Save, SlipData } from './slip-types';

export interface ModeActions {
  setMode(mode: BetType): void;
  setSizes(sizes: number[]): void;
  toggleBanker(outcomeId: string): void;
}

/** The bankers that are still picks on the slip. */
export const bankersOf = (bankers: readonly unknown[], outcomeIds: ReadonlySet<string>): string[] =>
  bankers.filter((id): id is string => typeof id === 'string' && outcomeIds.has(id));

/** The one stake typed for a mode: the multiple's or system's, or the singles' when every single has the same. */
function typedStake(slip: Pick<SlipData, 'stakes' | 'selections'>, mode: BetType): string {
  if (mode === 'builder') return '';
  if (mode !== 'single') return slip.stakes[mode] ?? '';
  const texts = new Set(slip.selections.map((pick) => slip.stakes[pick.outcomeId] ?? ''));
  return texts.size === 1 ? ([...texts][0] ?? '') : '';
}

/**
 * The stakes after switching from one mode to another: the stake typed stays typed (singles ↔ multiple ↔ system),
 * so a player who typed 5 and then picked Multiple bets 5, not nothing. A mode's stake is kept when none was typed.
 */
export function carryStake(slip: Pick<SlipData, 'stakes' | 'selections'>, from: BetType, to: BetType) {
  const text = typedStake(slip, from);
  if (text === '' || to === 'builder' || from === to) return slip.stakes;
  if (to !== 'single') return { ...slip.stakes, [to]: text };
  return { ...slip.stakes, ...Object.fromEntries(slip.selections.map((pick) => [pick.outcomeId, text])) };
}

/** How the picks are bet: singles, a multiple, a system (its line sizes and bankers) or builder bets. */
export function modeActions(save: Save, read: Read): ModeActions {
  return {
    setMode: (mode) => {
      const slip = read();
      save({ mode, stakes: carryStake(slip, slip.mode, mode) });
    },
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
