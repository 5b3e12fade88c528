import type { SportKey } from '@playline/contract/sports';
import { hashText, randFromHash } from '../prng';
import type { SimEvent } from '../schedule';

/** Feed ms per slot; each slot may hold one dangerous moment. */
const SLOT = 150_000;
const SHORTEST = 10_000;
const LONGEST = 30_000;

/** Chance a slot holds a dangerous moment: pressure on goal, a penalty, a break point, a knockdown … */
const DANGER_CHANCE: Record<SportKey, number> = {
  football: 0.4,
  basketball: 0.15,
  tennis: 0.3,
  'ice-hockey': 0.35,
  volleyball: 0.2,
  handball: 0.2,
  baseball: 0.25,
  'american-football': 0.35,
  'table-tennis': 0.25,
  esports: 0.3,
  mma: 0.3,
  darts: 0.25,
  // Virtuals are not priced in play (markets close at kick-off): nothing to suspend around.
  'virtual-football': 0,
};

export interface Danger {
  from: number;
  until: number;
  side: 'home' | 'away';
  /** Football: the moment is a penalty rather than an attack. */
  penalty: boolean;
}

/**
 * The dangerous moment of one slot, if any: a window of 10–30 s at a pseudo-random place in the slot, keyed by
 * the seed, the event and the slot alone.
 */
function slotDanger(key: number, event: SimEvent, homeShare: number, slot: number): Danger | null {
  if (randFromHash(key, slot, 0) >= DANGER_CHANCE[event.sport]) return null;
  const length = SHORTEST + randFromHash(key, slot, 1) * (LONGEST - SHORTEST);
  const from = event.startsAt + slot * SLOT + randFromHash(key, slot, 2) * (SLOT - LONGEST);
  const side = randFromHash(key, slot, 3) < homeShare ? 'home' : 'away';
  return { from, until: from + length, side, penalty: event.sport === 'football' && randFromHash(key, slot, 4) < 0.08 };
}

/** The dangerous moment under way at `at`, or null (windows never cross a slot's end, so one slot decides). */
export function dangerAt(seed: string, event: SimEvent, homeShare: number, at: number): Danger | null {
  if (at < event.startsAt || at >= event.endsAt) return null;
  const slot = Math.floor((at - event.startsAt) / SLOT);
  const danger = slotDanger(hashText(`${seed}|danger|${event.id}`), event, homeShare, slot);
  return danger && danger.from <= at && at < danger.until && danger.until <= event.endsAt ? danger : null;
}
