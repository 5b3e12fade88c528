import type { MarketGroup, MarketType } from '@playline/contract/sports';
import type { MatchFacts } from '../facts';
import { MARGIN } from '../pricing/margin';
import { type MarketSpec, overUnder, type ScoreBasis } from './spec';

/** The two-outcome markets every sport offers, built the same way whatever prices them. */

/** Home or away on the final score (overtime, sets and fights included); `home` is the home side's chance. */
export function winnerSpec(home: number, { builder }: { builder: boolean }): MarketSpec {
  return {
    type: 'winner',
    line: null,
    group: 'main',
    builder,
    margin: MARGIN.main,
    outcomes: [
      { code: 'home', p: home },
      { code: 'away', p: 1 - home },
    ],
    settle: (facts) => ({ win: [facts.final.home > facts.final.away ? 'home' : 'away'] }),
  };
}

export interface OverUnderOptions {
  /** `ou` (goals group, in the bet builder, line margin) unless said otherwise. */
  type?: MarketType;
  group?: MarketGroup;
  builder?: boolean;
  margin?: number;
  /** The chance of under where it is priced on its own; 1 − over otherwise. */
  under?: number;
}

/** Over or under `line` of the count `total` reads from the match. */
export function overUnderSpec(
  line: number,
  over: number,
  total: (facts: MatchFacts) => number,
  { type = 'ou', group = 'goals', builder = true, margin = MARGIN.line, under = 1 - over }: OverUnderOptions = {},
): MarketSpec {
  return {
    type,
    line,
    group,
    builder,
    margin,
    outcomes: [
      { code: 'over', p: over },
      { code: 'under', p: under },
    ],
    settle: (facts) => overUnder(total(facts), line),
  };
}

/** Both sides' score added up on `basis`, what totals settle on. */
export const totalOn =
  (basis: ScoreBasis) =>
  (facts: MatchFacts): number =>
    facts[basis].home + facts[basis].away;

/** Handicap on a half line: the home side gets `line`, so it wins the market when home + line > away. */
export function handicapSpec(line: number, home: number, basis: ScoreBasis, away = 1 - home): MarketSpec {
  return {
    type: 'ah',
    line,
    group: 'handicaps',
    builder: false,
    margin: MARGIN.line,
    outcomes: [
      { code: 'home', p: home },
      { code: 'away', p: away },
    ],
    settle: (facts) => ({ win: [facts[basis].home + line > facts[basis].away ? 'home' : 'away'] }),
  };
}

/** Whether both sides' score added up on `basis` is odd; `odd` is its chance. */
export function oddEvenSpec(odd: number, basis: ScoreBasis): MarketSpec {
  return {
    type: 'odd_even',
    line: null,
    group: 'specials',
    builder: false,
    margin: MARGIN.line,
    outcomes: [
      { code: 'odd', p: odd },
      { code: 'even', p: 1 - odd },
    ],
    settle: (facts) => ({ win: [totalOn(basis)(facts) % 2 === 1 ? 'odd' : 'even'] }),
  };
}
