import type { JointLeg, JointModel } from '#app/modules/sports/feed/adapter.ts';

/** The bet builder's margin over the combination's fair chance (the brand registry has no margins of its own). */
export const BUILDER_MARGIN = 0.08;
const MAX_BUILDER_ODDS = 1000;
const MIN_BUILDER_ODDS = 1.01;
/** Combinations less likely than this cannot win (a leg already beaten in play, or legs that exclude each other). */
const MIN_CHANCE = 1e-6;

/** Why a combination has no price: a leg the model cannot decide, a leg that cannot win, legs that exclude each other, or a combination too sure to carry the margin at 1.01. */
export type BuilderRefusal = 'market' | 'impossible' | 'exclusive' | 'tooLikely';

export type BuilderPricing = { odds: number; chance: number } | { refused: BuilderRefusal };

/**
 * A combination's price from the event's joint model: its fair chance is the chance that every leg wins together
 * (so legs that imply one another cost the stronger leg's chance), with the margin on top, rounded down to the
 * cent so that odds × chance never exceeds 1 / (1 + margin). Capping at MAX_BUILDER_ODDS only lowers it.
 */
export function builderPricing(
  model: JointModel | null,
  legs: readonly JointLeg[],
  margin = BUILDER_MARGIN,
): BuilderPricing {
  const chance = model?.chance(legs) ?? null;
  if (chance === null) return { refused: 'market' };
  if (chance < MIN_CHANCE) {
    const alone = legs.map((leg) => model?.chance([leg]) ?? 0);
    return { refused: alone.some((each) => each < MIN_CHANCE) ? 'impossible' : 'exclusive' };
  }
  const odds = Math.floor(100 / (chance * (1 + margin))) / 100;
  if (odds < MIN_BUILDER_ODDS) return { refused: 'tooLikely' };
  return { odds: Math.min(MAX_BUILDER_ODDS, odds), chance };
}
