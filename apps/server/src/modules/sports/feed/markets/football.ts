import type { SimCompetitor } from '../catalogue';
import type { Score } from '../facts';
import { independentMatrix, poissonPmf, probability, type ScoreMatrix, shiftMatrix } from '../pricing/distributions';
import { MARGIN } from '../pricing/margin';
import { asianHandicap, asianTotal } from './asian-lines';
import { overUnderSpec } from './builders';
import {
  bothTeamsScore,
  correctScore,
  doubleChance,
  drawNoBet,
  handicap,
  oddEven,
  threeWay,
  totalGoals,
} from './score-markets';
import { type MarketSpec, resultCode } from './spec';

/** Share of the goals expected in the first half (more come late, as in real matches). */
export const FIRST_HALF_SHARE = 0.45;
const MAX_GOALS = 10;
/** Half-time scores above this are too rare to matter for half-time/full-time. */
const MAX_HALF_GOALS = 7;

export function footballMatrix(home: number, away: number, share = 1, max = MAX_GOALS): ScoreMatrix {
  return independentMatrix(poissonPmf(home * share, max), poissonPmf(away * share, max));
}

const RESULTS = ['home', 'draw', 'away'] as const;
/** 0 home, 1 draw, 2 away: indexes into RESULTS without building strings in the hot loop. */
const resultIndex = (home: number, away: number) => (home > away ? 0 : home === away ? 1 : 2);

function halfTimeFullTime(firstHalf: ScoreMatrix, secondHalf: ScoreMatrix): MarketSpec {
  const p = new Float64Array(9);
  const size = firstHalf.size;
  for (let h1 = 0; h1 < size; h1++) {
    for (let a1 = 0; a1 < size; a1++) {
      const p1 = firstHalf.cells[h1 * size + a1]!;
      const half = resultIndex(h1, a1) * 3;
      for (let h2 = 0; h2 < size; h2++) {
        for (let a2 = 0; a2 < size; a2++) {
          p[half + resultIndex(h1 + h2, a1 + a2)]! += p1 * secondHalf.cells[h2 * size + a2]!;
        }
      }
    }
  }
  return {
    type: 'htft',
    line: null,
    group: 'halves',
    builder: false,
    margin: MARGIN.specials,
    outcomes: RESULTS.flatMap((first, i) => RESULTS.map((full, j) => ({ code: `${first}/${full}`, p: p[i * 3 + j]! }))),
    settle: (facts) => ({ win: [`${resultCode(facts.firstHalf!)}/${resultCode(facts.regular)}`] }),
  };
}

function halfMarkets(firstHalf: ScoreMatrix): MarketSpec[] {
  const result = threeWayHalf(firstHalf);
  const totals = [0.5, 1.5, 2.5].map((line) =>
    overUnderSpec(
      line,
      probability(firstHalf, (h, a) => h + a > line),
      (facts) => facts.firstHalf!.home + facts.firstHalf!.away,
      { type: 'ht_ou', group: 'halves', builder: false, margin: MARGIN.half },
    ),
  );
  return [result, ...totals];
}

function threeWayHalf(firstHalf: ScoreMatrix): MarketSpec {
  const full = threeWay(firstHalf);
  return {
    ...full,
    type: 'ht_1x2',
    group: 'halves',
    builder: false,
    margin: MARGIN.half,
    settle: (facts) => ({ win: [resultCode(facts.firstHalf!)] }),
  };
}

function firstScorer(
  home: SimCompetitor,
  away: SimCompetitor,
  homeGoals: number,
  awayGoals: number,
  scored: string | null,
): MarketSpec {
  const none = Math.exp(-(homeGoals + awayGoals));
  // Once someone scored, the market is decided: that player at certainty, everyone else out.
  const chance = (code: string, p: number) => (scored === null ? p : code === scored ? 1 : 0);
  const side = (team: SimCompetitor, goals: number) =>
    team.players.map((player) => ({
      code: `p${player.id}`,
      name: player.name,
      p: chance(`p${player.id}`, ((1 - none) * goals * player.share) / (homeGoals + awayGoals || 1)),
    }));
  return {
    type: 'first_scorer',
    line: null,
    group: 'players',
    builder: true,
    margin: MARGIN.players,
    outcomes: [...side(home, homeGoals), ...side(away, awayGoals), { code: 'none', p: chance('none', none) }],
    settle: (facts) => ({ win: [facts.goals[0] ? `p${facts.goals[0].playerId}` : 'none'] }),
  };
}

/**
 * Anytime goalscorer: a player's goals are their share of their side's Poisson goals still to come, so they score
 * at least once with 1 − e^(−goals · share), or certainly once they have. Several players win together: the margin
 * is spread over the expected number of scorers (`places`), so every price keeps its share of it.
 */
function anytimeScorer(
  home: SimCompetitor,
  away: SimCompetitor,
  homeGoals: number,
  awayGoals: number,
  scorers: readonly string[],
): MarketSpec {
  const side = (team: SimCompetitor, goals: number) =>
    team.players.map((player) => {
      const code = `p${player.id}`;
      return { code, name: player.name, p: scorers.includes(code) ? 1 : 1 - Math.exp(-goals * player.share) };
    });
  const outcomes = [...side(home, homeGoals), ...side(away, awayGoals)];
  return {
    type: 'anytime_scorer',
    line: null,
    group: 'players',
    builder: false,
    margin: MARGIN.players,
    places: Math.max(
      1,
      outcomes.reduce((sum, outcome) => sum + outcome.p, 0),
    ),
    outcomes,
    settle: (facts) => ({ win: [...new Set(facts.goals.map((goal) => `p${goal.playerId}`))] }),
  };
}

/** Totals of a count with `mean` still to come on top of `sofar`. */
function countTotals(type: 'corners_ou' | 'cards_ou', mean: number, lines: number[], sofar: number): MarketSpec[] {
  const pmf = poissonPmf(mean, 40);
  return lines.map((line) => {
    let under = 0;
    for (let k = 0; k + sofar <= line; k++) under += pmf[k]!;
    return overUnderSpec(line, 1 - under, (facts) => (type === 'corners_ou' ? facts.corners : facts.cards), {
      type,
      group: type === 'corners_ou' ? 'corners' : 'cards',
      margin: MARGIN.half,
      under,
    });
  });
}

export interface FootballInput {
  home: SimCompetitor;
  away: SimCompetitor;
  homeGoals: number;
  awayGoals: number;
  corners: number;
  cards: number;
}

/**
 * Where a match stands in play: the prices add what is still to come (the kick-off expectations scaled by the
 * time left) to what the scoreboard shows. Nothing else of the match's future enters.
 */
export interface FootballState {
  score: Score;
  /** First-half goals so far (all of them once the half is over). */
  firstHalf: Score;
  /** Share of each half's play still to come. */
  firstLeft: number;
  secondLeft: number;
  corners: number;
  cards: number;
  /** The first scorer's outcome code (`p<id>`) once there is one. */
  firstScorer: string | null;
  /** Every scorer's code so far (`p<id>`, once per goal). */
  scorers: string[];
}

export const KICK_OFF: FootballState = {
  score: { home: 0, away: 0 },
  firstHalf: { home: 0, away: 0 },
  firstLeft: 1,
  secondLeft: 1,
  corners: 0,
  cards: 0,
  firstScorer: null,
  scorers: [],
};

/** Share of the match's expected goals still to come; exactly 1 before kick-off, so pre-match prices are as before. */
export function goalsLeft(state: FootballState): number {
  if (state.firstLeft === 1 && state.secondLeft === 1) return 1;
  return FIRST_HALF_SHARE * state.firstLeft + (1 - FIRST_HALF_SHARE) * state.secondLeft;
}

/** Share of the play still to come: corners and cards come at a steady rate over it, unlike goals (more late). */
export const playLeftOf = (state: FootballState): number => (state.firstLeft + state.secondLeft) / 2;

/** The match's final-score distribution from `state`: what 1X2, totals, both-score and correct score price from. */
export function fullTimeMatrix(
  { homeGoals, awayGoals }: Pick<FootballInput, 'homeGoals' | 'awayGoals'>,
  state: FootballState,
) {
  return shiftMatrix(footballMatrix(homeGoals, awayGoals, goalsLeft(state)), state.score);
}

const minus = (a: Score, b: Score): Score => ({ home: a.home - b.home, away: a.away - b.away });

export function footballMain(
  { homeGoals, awayGoals }: Pick<FootballInput, 'homeGoals' | 'awayGoals'>,
  state: FootballState = KICK_OFF,
): MarketSpec {
  return threeWay(fullTimeMatrix({ homeGoals, awayGoals }, state));
}

export function footballMarkets(input: FootballInput, state: FootballState = KICK_OFF): MarketSpec[] {
  const { homeGoals, awayGoals } = input;
  const left = goalsLeft(state);
  const full = fullTimeMatrix(input, state);
  const firstHalf = shiftMatrix(
    footballMatrix(homeGoals, awayGoals, FIRST_HALF_SHARE * state.firstLeft, MAX_HALF_GOALS),
    state.firstHalf,
  );
  const secondHalf = shiftMatrix(
    footballMatrix(homeGoals, awayGoals, (1 - FIRST_HALF_SHARE) * state.secondLeft, MAX_HALF_GOALS),
    minus(state.score, state.firstHalf),
  );
  const playLeft = playLeftOf(state);
  // The bettor's staples sit on the main tab beside the result: total goals 2.5 and both teams to score.
  const onMain = (spec: MarketSpec): MarketSpec => ({ ...spec, group: 'main' });
  return [
    threeWay(full),
    onMain(totalGoals(full, 2.5)),
    onMain(bothTeamsScore(full)),
    doubleChance(full),
    drawNoBet(full),
    ...[0.5, 1.5, 3.5, 4.5, 5.5].map((line) => totalGoals(full, line)),
    ...[2, 3].map((line) => asianTotal(full, line)),
    correctScore(full, 4),
    oddEven(full),
    ...[-2.5, -1.5, -0.5, 0.5, 1.5, 2.5].map((line) => handicap(full, line)),
    ...[-1, 0, 1].map((line) => asianHandicap(full, line)),
    halfTimeFullTime(firstHalf, secondHalf),
    ...halfMarkets(firstHalf),
    firstScorer(input.home, input.away, homeGoals * left, awayGoals * left, state.firstScorer),
    anytimeScorer(input.home, input.away, homeGoals * left, awayGoals * left, state.scorers),
    ...countTotals('corners_ou', input.corners * playLeft, [8.5, 9.5, 10.5, 11.5], state.corners),
    ...countTotals('cards_ou', input.cards * playLeft, [3.5, 4.5, 5.5], state.cards),
  ];
}
