import type { MarketType } from '@playline/contract/sports';
import type { FootballInput } from '../markets/football';
import { footballMain, footballMarkets } from '../markets/football';
import type { MarketSpec } from '../markets/spec';

/**
 * Margin a virtual market carries on top of its football counterpart: virtual books price every round the same
 * way and take more (the 1X2 near 12 % instead of 5 %), since players cannot out-research a random match.
 */
export const VIRTUAL_EXTRA_MARGIN = 0.07;

/**
 * Football's markets that a virtual match offers: results, goals and the half-time ones; no scorers, corners or
 * cards (its compressed replay shows only goals).
 */
const VIRTUAL_TYPES = new Set<MarketType>([
  '1x2',
  'dc',
  'dnb',
  'ou',
  'ah',
  'btts',
  'cs',
  'odd_even',
  'htft',
  'ht_1x2',
  'ht_ou',
]);

const withVirtualMargin = (spec: MarketSpec): MarketSpec => ({ ...spec, margin: spec.margin + VIRTUAL_EXTRA_MARGIN });

export function virtualMarkets(input: FootballInput): MarketSpec[] {
  return footballMarkets(input)
    .filter((spec) => VIRTUAL_TYPES.has(spec.type))
    .map(withVirtualMargin);
}

export function virtualMain(goals: Pick<FootballInput, 'homeGoals' | 'awayGoals'>): MarketSpec {
  return withVirtualMargin(footballMain(goals));
}
