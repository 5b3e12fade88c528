import type { SlipSelectionInput } from '../../../lib/slip-selections';
import { readStored, writeStored } from '../../../lib/storage';

/**
 * Bet-builder groups waiting for the bet slip (next issue): event id → its picks, one per market, in local storage
 * `builder_s`. The slip store (`slip_s`) has no builder field yet, so builder picks live here rather than being
 * mixed into it as unrelated singles.
 */
export const BUILDER_STORAGE_KEY = 'builder_s';

export type BuilderGroups = Record<string, SlipSelectionInput[]>;

const isGroups = (value: unknown): value is BuilderGroups =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every(
    (picks) =>
      Array.isArray(picks) &&
      picks.every((pick) => typeof pick === 'object' && pick !== null && typeof pick.outcomeId === 'string'),
  );

export function readBuilderGroup(eventId: number): SlipSelectionInput[] {
  return readStored('local', BUILDER_STORAGE_KEY, {}, isGroups)[String(eventId)] ?? [];
}

/** Stores the event's picks as its builder group, replacing an earlier one; no picks removes the group. */
export function saveBuilderGroup(eventId: number, picks: readonly SlipSelectionInput[]): void {
  const groups = { ...readStored('local', BUILDER_STORAGE_KEY, {}, isGroups) };
  if (picks.length === 0) delete groups[String(eventId)];
  else groups[String(eventId)] = [...picks];
  writeStored('local', BUILDER_STORAGE_KEY, groups);
}

/** Picks with `pick` toggled: the same outcome again removes it, another outcome of its market replaces that one. */
export function togglePick(picks: readonly SlipSelectionInput[], pick: SlipSelectionInput): SlipSelectionInput[] {
  if (picks.some((held) => held.outcomeId === pick.outcomeId)) {
    return picks.filter((held) => held.outcomeId !== pick.outcomeId);
  }
  const others = picks.filter((held) => held.marketKey !== pick.marketKey);
  return [...others, pick];
}
