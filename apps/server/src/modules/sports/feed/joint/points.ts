import type { MarketType } from '@playline/contract/sports';
import type { PointsModel } from '../markets/point-sports';
import { normalCdf } from '../pricing/distributions';
import { type JointFactor, scenarioFacts } from './model';

/** Standard deviations of the total listed either side of its mean; the tails beyond count as the last ones. */
const SPAN = 7;

/**
 * Basketball and American football: each side's points normal with the same spread, so the margin (which decides
 * the winner) and the total (which decides totals) are independent and each is a factor. The total's scenarios
 * are whole numbers of points, each with the chance of its half-point interval, so every half-point line gets
 * exactly the chance its market prices; totals already passed in play are certain, as the market has them.
 */
export function pointsFactors(model: PointsModel): JointFactor[] {
  const spread = model.sd * Math.SQRT2;
  const mean = model.home + model.away;
  const scored = model.scored ?? 0;
  const below = (line: number) => (scored > line ? 0 : normalCdf((line - mean) / spread));
  const low = Math.max(0, Math.floor(mean - SPAN * spread));
  const high = Math.ceil(mean + SPAN * spread);
  const totals = [];
  for (let total = low; total <= high; total++) {
    const upTo = total === high ? 1 : below(total + 0.5);
    const weight = upTo - (total === low ? 0 : below(total - 0.5));
    if (weight > 0) totals.push({ weight, facts: scenarioFacts({ final: { home: total / 2, away: total / 2 } }) });
  }
  const home = normalCdf((model.home - model.away) / spread);
  const winner = [
    { weight: home, facts: scenarioFacts({ final: { home: 1, away: 0 } }) },
    { weight: 1 - home, facts: scenarioFacts({ final: { home: 0, away: 1 } }) },
  ];
  return [
    { types: new Set<MarketType>(['winner']), scenarios: winner },
    { types: new Set<MarketType>(['ou']), scenarios: totals },
  ];
}
