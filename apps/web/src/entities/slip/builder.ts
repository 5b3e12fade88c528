import { onePerMarket } from './selections';
import type { Read, Save, SlipSelectionInput } from './slip-types';

export interface BuilderActions {
  /** Stores the event's builder group, replacing an earlier one; no picks removes it. */
  setBuilderGroup(eventId: number, picks: readonly SlipSelectionInput[]): void;
}

/** Bet-builder groups: one per event, same-event picks combined into one bet the server prices. */
export function builderActions(save: Save, read: Read): BuilderActions {
  return {
    setBuilderGroup: (eventId, picks) => {
      const others = read().builder.filter((group) => group.eventId !== eventId);
      const group = { eventId, picks: onePerMarket([...picks]) };
      save({ builder: picks.length === 0 ? others : [...others, group] });
    },
  };
}
