import { isSlipSelection, onePerMarket } from './selections';
import type { BuilderGroup, SlipContext, SlipSelectionInput } from './slip-types';

export interface BuilderActions {
  /** Stores the event's builder group, replacing an earlier one; no picks removes it. */
  setBuilderGroup(eventId: number, picks: readonly SlipSelectionInput[]): void;
}

/** A stored group is kept only when every pick is whole and of the group's event. */
function isGroup(value: unknown): value is BuilderGroup {
  const group = value as BuilderGroup | null;
  return (
    typeof group === 'object' &&
    group !== null &&
    Number.isInteger(group.eventId) &&
    Array.isArray(group.picks) &&
    group.picks.every((pick) => isSlipSelection({ ...pick, addedAt: 0 }) && pick.eventId === group.eventId)
  );
}

export const restoreBuilder = (stored: unknown[]): BuilderGroup[] => stored.filter(isGroup);

/** Bet-builder groups: one per event, same-event picks combined into one bet the server prices. */
export function builderActions({ read, save }: SlipContext): BuilderActions {
  return {
    setBuilderGroup: (eventId, picks) => {
      const others = read().builder.filter((group) => group.eventId !== eventId);
      const group = { eventId, picks: onePerMarket([...picks]) };
      save({ builder: picks.length === 0 ? others : [...others, group] });
    },
  };
}
