import { normalCdf } from '../pricing/distributions';
import { MARGIN } from '../pricing/margin';
import { around, type MarketSpec, overUnder } from './spec';

/** Basketball and American football: each side's points roughly normal; markets settle on the final score. */

interface PointsModel {
  home: number;
  away: number;
  sd: number;
}

const spreadOf = (model: PointsModel) => model.sd * Math.SQRT2;

export function pointsWinner(model: PointsModel): MarketSpec {
  const home = normalCdf((model.home - model.away) / spreadOf(model));
  return {
    type: 'winner',
    line: null,
    group: 'main',
    builder: true,
    margin: MARGIN.main,
    outcomes: [
      { code: 'home', p: home },
      { code: 'away', p: 1 - home },
    ],
    settle: (facts) => ({ win: [facts.final.home > facts.final.away ? 'home' : 'away'] }),
  };
}

function total(model: PointsModel, line: number): MarketSpec {
  const over = 1 - normalCdf((line - model.home - model.away) / spreadOf(model));
  return {
    type: 'ou',
    line,
    group: 'goals',
    builder: true,
    margin: MARGIN.line,
    outcomes: [
      { code: 'over', p: over },
      { code: 'under', p: 1 - over },
    ],
    settle: (facts) => overUnder(facts.final.home + facts.final.away, line),
  };
}

function spread(model: PointsModel, line: number): MarketSpec {
  const home = normalCdf((model.home - model.away + line) / spreadOf(model));
  return {
    type: 'ah',
    line,
    group: 'handicaps',
    builder: false,
    margin: MARGIN.line,
    outcomes: [
      { code: 'home', p: home },
      { code: 'away', p: 1 - home },
    ],
    settle: (facts) => ({ win: [facts.final.home + line > facts.final.away ? 'home' : 'away'] }),
  };
}

function oddEven(): MarketSpec {
  return {
    type: 'odd_even',
    line: null,
    group: 'specials',
    builder: false,
    margin: MARGIN.line,
    outcomes: [
      { code: 'odd', p: 0.5 },
      { code: 'even', p: 0.5 },
    ],
    settle: (facts) => ({ win: [(facts.final.home + facts.final.away) % 2 === 1 ? 'odd' : 'even'] }),
  };
}

/** `centre` is the model without drift: it places the lines, which stay fixed while prices move. */
export function pointsMarkets(model: PointsModel, centre: PointsModel, step: number): MarketSpec[] {
  const totals = around(Math.floor(centre.home + centre.away) + 0.5, step, 2);
  const handicaps = around(Math.floor(centre.away - centre.home) + 0.5, step, 2, -Infinity);
  return [
    pointsWinner(model),
    ...totals.map((line) => total(model, line)),
    ...handicaps.map((line) => spread(model, line)),
    oddEven(),
  ];
}
