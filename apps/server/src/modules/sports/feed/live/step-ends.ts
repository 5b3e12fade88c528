import type { JointLeg, JointModel } from '../joint/model';
import type { MarketSpec } from '../markets/spec';
import { marketKey } from '../pricing/margin';
import type { Replay } from '../replay';
import type { SimEvent } from '../schedule';
import { type ClockReading, PRICE_STEP, playBound, playReading, readClock } from './clock';

/**
 * The play clock at the two ends of the price step that holds `at` (steps counted from kick-off), cut to the phase
 * of play `at` is in: a period's play or the break after it, as the replay lays them out. A price holds through its
 * step, and in a step where nothing happens an outcome's chance moves one way with time (an under's rises, an
 * over's falls), so its chance at any moment lies between its chances at the two ends: pricing the larger is never
 * more generous than the exact time would be. The end of a period's play or of a break changes the scoreboard (the
 * phase, a set won), which re-prices at once; so a step never reads a clock of another phase than the scoreboard it
 * is priced with. The cut is the period's play on the layout (`playBound`), never its own end, which is in the future.
 */
export function stepEnds(event: SimEvent, replay: Replay, at: number): readonly [ClockReading, ClockReading] {
  const now = readClock(replay, at);
  if (now.inBreak) return [now, now];
  const stepStart = event.startsAt + Math.floor(Math.max(0, at - event.startsAt) / PRICE_STEP) * PRICE_STEP;
  const start = Math.max(stepStart, replay.periods[now.index]!.start);
  const end = Math.min(stepStart + PRICE_STEP, playBound(replay, now.index));
  return [playReading(replay, now.index, start), playReading(replay, now.index, end)];
}

/**
 * Each outcome at the larger of its chances at the step's two ends (the less generous price). The chances of a
 * market then add up to 1 or more, so the margin applied on top leaves an overround of at least the margin.
 */
export function lessGenerousSpec(start: MarketSpec, end: MarketSpec | undefined): MarketSpec {
  if (!end) return start;
  const later = new Map(end.outcomes.map((outcome) => [outcome.code, outcome.p]));
  return {
    ...start,
    outcomes: start.outcomes.map((outcome) => ({ ...outcome, p: Math.max(outcome.p, later.get(outcome.code) ?? 0) })),
  };
}

export function lessGenerousSpecs(start: readonly MarketSpec[], end: readonly MarketSpec[]): MarketSpec[] {
  const byKey = new Map(end.map((spec) => [marketKey(spec.type, spec.line), spec]));
  return start.map((spec) => lessGenerousSpec(spec, byKey.get(marketKey(spec.type, spec.line))));
}

const larger = (a: number | null, b: number | null) => (a === null || b === null ? null : Math.max(a, b));
const smaller = (a: number | null, b: number | null) => (a === null || b === null ? null : Math.min(a, b));

/**
 * The joint model of a price step from the models at its two ends: a combination sells (bet builder) at the larger
 * of its two chances and is bought back (cash-out) at the smaller, so neither beats the model at any moment of the
 * step.
 */
export function lessGenerousJoint(start: JointModel, end: JointModel): JointModel {
  return {
    size: start.size + end.size,
    chance: (legs: readonly JointLeg[]) => larger(start.chance(legs), end.chance(legs)),
    chanceToBuyBack: (legs: readonly JointLeg[]) => smaller(start.chanceToBuyBack(legs), end.chanceToBuyBack(legs)),
    marketChance: (leg: JointLeg) => larger(start.marketChance(leg), end.marketChance(leg)),
  };
}
