import { slipSelections } from '#app/entities/slip/slip.ts';
import type { SlipSelectionInput } from '#app/entities/slip/slip-types.ts';

/**
 * Bet-builder groups live on the bet slip (`slip_s`, its `builder` list): event id → its picks, one per market.
 * "Add to slip" stores the group there; the slip prices it with the server and places it as one bet.
 */
export function readBuilderGroup(eventId: number): SlipSelectionInput[] {
  return slipSelections.getState().builder.find((group) => group.eventId === eventId)?.picks ?? [];
}

/** Stores the event's picks as its builder group on the slip, replacing an earlier one; no picks removes it. */
export function saveBuilderGroup(eventId: number, picks: readonly SlipSelectionInput[]): void {
  slipSelections.getState().setBuilderGroup(eventId, picks);
}

/** Picks with `pick` toggled: the same outcome again removes it, another outcome of its market replaces that one. */
export function togglePick(picks: readonly SlipSelectionInput[], pick: SlipSelectionInput): SlipSelectionInput[] {
  if (picks.some((held) => held.outcomeId === pick.outcomeId)) {
    return picks.filter((held) => held.outcomeId !== pick.outcomeId);
  }
  const others = picks.filter((held) => held.marketKey !== pick.marketKey);
  return [...others, pick];
}
