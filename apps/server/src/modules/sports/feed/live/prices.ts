import type { Scoreboard } from '@playline/contract/sports';
import type { Score } from '../facts';
import { fightFactors } from '../joint/fight';
import { footballFactors } from '../joint/football';
import { goalSportFactors } from '../joint/goal-sports';
import type { JointFactor } from '../joint/model';
import { pointsFactors } from '../joint/points';
import { setFactors } from '../joint/set-sports';
import { FINISH_ROUND_SHARES, fightMarkets, fightWinner } from '../markets/fight';
import { type FootballState, footballMain, footballMarkets } from '../markets/football';
import { type GoalSport, type GoalState, goalSportMain, goalSportMarkets } from '../markets/goal-sports';
import { footballInput } from '../markets/index';
import { type PointsModel, pointsMarkets, pointsWinner } from '../markets/point-sports';
import { type SetState, setMarkets, setWinner } from '../markets/set-sports';
import type { MarketSpec } from '../markets/spec';
import { type TennisModel, type TennisState, tennisMarkets } from '../markets/tennis';
import type { EventModel } from '../models';
import { logistic } from '../pricing/distributions';
import type { SimEvent } from '../schedule';
import { setFrom } from '../tennis/chances';
import { tiebreakServerIsFirst } from '../tennis/scoring';
import type { ClockReading } from './clock';

/**
 * In-play prices: the kick-off model (no drift after it) conditioned on the game state the scoreboard shows —
 * the score, the sets won, the time left (at an end of the price step, `stepEnds`). Only what has been seen enters, never the
 * match's predetermined facts, and nothing random: prices move with the score as it unfolds and with time once a
 * step, and the margins are those of the pre-match markets.
 */
export interface GameState {
  board: Scoreboard;
  reading: ClockReading;
  /** Football: corners and cards so far, and the first scorer's code once there is one. */
  corners: number;
  cards: number;
  firstScorer: string | null;
  /** Football: every scorer's code so far (anytime goalscorer). */
  scorers: string[];
}

/** Points in a set that swing its chance by one unit of log-odds, per sport (about a third of a set). */
const SET_SWING: Record<string, number> = { tennis: 2, volleyball: 8, 'table-tennis': 4, esports: 4 };

const ZERO: Score = { home: 0, away: 0 };
const add = (a: Score, b: Score): Score => ({ home: a.home + b.home, away: a.away + b.away });

/** Share of the first `regular` periods' play still to come. */
function regularLeft(reading: ClockReading, regular: number): number {
  if (reading.index >= regular) return 0;
  return Math.max(0, 1 - (reading.index + reading.fraction) / regular);
}

function footballState(state: GameState): FootballState {
  const { board, reading } = state;
  const inFirst = reading.index === 0;
  return {
    score: { home: board.home, away: board.away },
    firstHalf: board.periods[0] ?? ZERO,
    firstLeft: inFirst ? 1 - reading.fraction : 0,
    secondLeft: inFirst ? 1 : 1 - reading.fraction,
    corners: state.corners,
    cards: state.cards,
    firstScorer: state.firstScorer,
    scorers: state.scorers,
  };
}

function goalState(event: SimEvent, { board, reading }: GameState): GoalState {
  const regular = event.league.profile.periods;
  return {
    score: board.periods.slice(0, regular).reduce(add, ZERO),
    left: regularLeft(reading, regular),
    firstHalf: board.periods[0] ?? ZERO,
    firstLeft: reading.index === 0 ? 1 - reading.fraction : 0,
  };
}

function pointsState(event: SimEvent, model: Extract<EventModel, { kind: 'normal' }>, state: GameState): PointsModel {
  const { board, reading } = state;
  // In overtime a short period is still to come: keep a little of the game's spread.
  const left = Math.max(
    regularLeft(reading, event.league.profile.periods),
    reading.index >= event.league.profile.periods ? 0.03 : 0,
  );
  return {
    home: board.home + model.home * left,
    away: board.away + model.away * left,
    sd: Math.max(0.5, model.sd * Math.sqrt(left)),
    scored: board.home + board.away,
  };
}

const logit = (p: number) => Math.log(p / (1 - p));

/** Tennis: the set in play (or the next one in a break) as the scoreboard shows it, games, points and server. */
function tennisState({ board, reading }: GameState): TennisState | undefined {
  const game = board.game;
  if (!game) return undefined;
  const set = reading.inBreak ? reading.index + 1 : reading.index;
  const games = reading.inBreak ? { home: 0, away: 0 } : (board.periods[set] ?? { home: 0, away: 0 });
  const points = { home: game.home, away: game.away };
  const homeServes = game.server === 'home';
  // In a tie-break the point being played tells who served its first: the same player or the other.
  const tiebreakFirstHome = tiebreakServerIsFirst(points.home + points.away) ? homeServes : !homeServes;
  return {
    won: { home: board.home, away: board.away },
    set,
    standing: { games, points, homeServes, tiebreak: game.tiebreak, tiebreakFirstHome },
  };
}

function setState(event: SimEvent, model: Extract<EventModel, { kind: 'sets' }>, game: GameState): SetState {
  const { p } = model;
  const { board, reading } = game;
  const tennis = model.serve ? tennisState(game) : undefined;
  if (model.serve && tennis) return { won: tennis.won, current: setFrom(model.serve, tennis.standing) };
  const swing = SET_SWING[event.sport];
  const inSet = board.periods[reading.index];
  if (reading.inBreak) return { won: { home: board.home, away: board.away }, current: p };
  // A lead within the set counts for more the further the set has gone.
  const lead = swing !== undefined && inSet ? ((inSet.home - inSet.away) / swing) * (1 + reading.fraction) : 0;
  const current = logistic(logit(p) + lead);
  return { won: { home: board.home, away: board.away }, current };
}

/** Rounds gone by without a finish drop out; the finish chance is what is left of it, given none so far. */
function fightState(model: Extract<EventModel, { kind: 'fight' }>, { reading }: GameState) {
  const rest = FINISH_ROUND_SHARES.map((share, round) =>
    round < reading.index ? 0 : round === reading.index ? share * (1 - reading.fraction) : share,
  );
  const left = rest.reduce((sum, share) => sum + share, 0);
  const gone = 1 - left;
  const finish = left === 0 ? 0 : (model.finish * left) / (1 - model.finish * gone);
  return { ...model, rounds: 3, finish, shares: rest.map((share) => (left === 0 ? 0 : share / left)) };
}

export function liveSpecs(event: SimEvent, model: EventModel, centre: EventModel, state: GameState): MarketSpec[] {
  switch (model.kind) {
    case 'poisson': {
      if (event.sport !== 'football') {
        const sport = event.sport as GoalSport;
        return goalSportMarkets(sport, model.home, model.away, centre as typeof model, goalState(event, state));
      }
      return footballMarkets(footballInput(event, model), footballState(state));
    }
    case 'normal':
      return pointsMarkets(
        pointsState(event, model, state),
        centre as typeof model,
        event.sport === 'basketball' ? 4 : 3,
      );
    case 'sets':
      return model.serve
        ? tennisMarkets(model as TennisModel, tennisState(state))
        : setMarkets(model.p, model.toWin, setState(event, model, state));
    case 'fight':
      return fightMarkets(fightState(model, state));
  }
}

export function liveMainSpec(event: SimEvent, model: EventModel, state: GameState): MarketSpec {
  switch (model.kind) {
    case 'poisson':
      return event.sport === 'football'
        ? footballMain({ homeGoals: model.home, awayGoals: model.away }, footballState(state))
        : goalSportMain(event.sport as GoalSport, model.home, model.away, goalState(event, state));
    case 'normal':
      return pointsWinner(pointsState(event, model, state));
    case 'sets':
      return setWinner(model.p, model.toWin, setState(event, model, state));
    case 'fight':
      return fightWinner(fightState(model, state));
  }
}

/** The joint model's factors in play: the same game state the in-play prices above condition on. */
export function liveJointFactors(event: SimEvent, model: EventModel, state: GameState): JointFactor[] {
  switch (model.kind) {
    case 'poisson':
      if (event.sport !== 'football') {
        const sport = event.sport as GoalSport;
        return goalSportFactors(sport, model.home, model.away, goalState(event, state));
      }
      return footballFactors(footballInput(event, model), footballState(state));
    case 'normal':
      return pointsFactors(pointsState(event, model, state));
    case 'sets':
      return setFactors(model.p, model.toWin, setState(event, model, state));
    case 'fight':
      return fightFactors(fightState(model, state));
  }
}
