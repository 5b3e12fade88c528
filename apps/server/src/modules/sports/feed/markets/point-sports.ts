import { normalCdf } from '../pricing/distributions';
import { handicapSpec, oddEvenSpec, overUnderSpec, totalOn, winnerSpec } from './builders';
import { around, type MarketSpec } from './spec';

/** Basketball and American football: each side's points roughly normal; markets settle on the final score. */

export interface PointsModel {
  home: number;
  away: number;
  sd: number;
  /** In play: points already scored, which make totals below them certain. */
  scored?: number;
}

const spreadOf = (model: PointsModel) => model.sd * Math.SQRT2;

export function pointsWinner(model: PointsModel): MarketSpec {
  return winnerSpec(normalCdf((model.home - model.away) / spreadOf(model)), { builder: true });
}

function total(model: PointsModel, line: number): MarketSpec {
  const over = (model.scored ?? 0) > line ? 1 : 1 - normalCdf((line - model.home - model.away) / spreadOf(model));
  return overUnderSpec(line, over, totalOn('final'));
}

function spread(model: PointsModel, line: number): MarketSpec {
  return handicapSpec(line, normalCdf((model.home - model.away + line) / spreadOf(model)), 'final');
}

/** `centre` is the model without drift: it places the lines, which stay fixed while prices move. */
export function pointsMarkets(model: PointsModel, centre: PointsModel, step: number): MarketSpec[] {
  const totals = around(Math.floor(centre.home + centre.away) + 0.5, step, 2);
  const handicaps = around(Math.floor(centre.away - centre.home) + 0.5, step, 2, -Infinity);
  return [
    pointsWinner(model),
    ...totals.map((line) => total(model, line)),
    ...handicaps.map((line) => spread(model, line)),
    oddEvenSpec(0.5, 'final'),
  ];
}
