import type { MatchFacts, Score } from '../facts';
import type { EventModel } from '../models';
import { MARGIN } from '../pricing/margin';
import { firstGameChance, gameFrom, type SetStanding, setFrom } from '../tennis/chances';
import { replaySet } from '../tennis/scoring';
import { setMarkets } from './set-sports';
import type { MarketSpec } from './spec';

/**
 * Tennis markets, every one a chance of the point model (`tennis/chances.ts`): the match and set markets of set
 * sports with the set in play priced from its games, points and server; the winner of the set in play and of the
 * game in play ("next game" / "next set"). A game's market is keyed `game_winner:<set>.<game, two digits>`.
 */
export type TennisModel = Extract<EventModel, { kind: 'sets' }> & {
  serve: NonNullable<Extract<EventModel, { kind: 'sets' }>['serve']>;
};

/** Where a match stands: sets won, the set in play (or next, 0-based) and the standing inside it. */
export interface TennisState {
  won: Score;
  set: number;
  standing: SetStanding;
}

/** A game's line: set 2, game 5 is 2.05. */
export const gameLine = (set: number, game: number) => Math.round((set + game / 100) * 100) / 100;
export const readGameLine = (line: number) => {
  const set = Math.floor(line);
  return { set, game: Math.round((line - set) * 100) };
};

const sideOf = (score: Score | undefined) => (score === undefined ? null : score.home > score.away ? 'home' : 'away');
const VOID = { win: [], void: ['home', 'away'] };

function twoWay(
  type: 'set_winner' | 'game_winner',
  line: number,
  home: number,
  settle: MarketSpec['settle'],
): MarketSpec {
  return {
    type,
    line,
    group: 'main',
    builder: false,
    margin: MARGIN.line,
    outcomes: [
      { code: 'home', p: home },
      { code: 'away', p: 1 - home },
    ],
    settle,
  };
}

export function setWinnerSpec(set: number, home: number): MarketSpec {
  return twoWay('set_winner', set, home, (facts: MatchFacts) => {
    const winner = sideOf(facts.periods[set - 1]);
    return winner ? { win: [winner] } : VOID;
  });
}

export function gameWinnerSpec(set: number, game: number, home: number): MarketSpec {
  return twoWay('game_winner', gameLine(set, game), home, (facts: MatchFacts) => {
    const points = facts.tennis?.sets[set - 1];
    const winner = points ? replaySet(points, true).gameWinners[game - 1] : undefined;
    return winner ? { win: [winner] } : VOID;
  });
}

export function tennisMarkets(model: TennisModel, state?: TennisState): MarketSpec[] {
  const { serve } = model;
  const standing = state?.standing;
  const current = standing ? setFrom(serve, standing) : model.p;
  const [winner, score, ...lines] = setMarkets(model.p, model.toWin, state && { won: state.won, current });
  const set = (state?.set ?? 0) + 1;
  const game = standing ? standing.games.home + standing.games.away + 1 : 1;
  const nextGame = standing
    ? gameFrom(serve, standing.homeServes, standing.points, standing.tiebreak, standing.tiebreakFirstHome)
    : firstGameChance(serve);
  return [winner!, setWinnerSpec(set, current), gameWinnerSpec(set, game, nextGame), score!, ...lines];
}

/**
 * Every set and game market a match can have offered, for settlement: a bet on the game in play stays open until
 * the match's result settles it (its price does not matter here, only its rule).
 */
export function tennisSettlementSpecs(toWin: number): MarketSpec[] {
  const sets = 2 * toWin - 1;
  const specs: MarketSpec[] = [];
  for (let set = 1; set <= sets; set++) {
    specs.push(setWinnerSpec(set, 0.5));
    for (let game = 1; game <= 13; game++) specs.push(gameWinnerSpec(set, game, 0.5));
  }
  return specs;
}
