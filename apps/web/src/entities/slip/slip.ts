import { useStore } from 'zustand';
import { createSlipSelectionsStore, type SlipSelectionsState, type SlipSelectionsStore } from './slip-store';

/** The app's one slip; the bet slip, the odds buttons and the tab-bar badge all read it. */
export const slipSelections: SlipSelectionsStore = createSlipSelectionsStore();

/** True while the outcome is on the slip; re-renders only when that answer changes. */
export function useIsOnSlip(outcomeId: string): boolean {
  return useStore(slipSelections, (state) => state.has(outcomeId));
}

/** How many picks the slip holds, builder groups counted as one each (the tab-bar badge). */
export function useSlipCount(): number {
  return useStore(slipSelections, (state) => state.selections.length + state.builder.length);
}

/** Any slice of the slip, for the bet slip itself. */
export function useSlipSelections<T>(selector: (state: SlipSelectionsState) => T): T {
  return useStore(slipSelections, selector);
}
