import type { MatchFacts, Score } from './facts';
import { FINISH_ROUND_SHARES, KO_SHARE_OF_FINISHES } from './markets/fight';
import { FIRST_HALF_SHARE } from './markets/football';
import type { EventModel } from './models';
import { indexByShare, normalFrom, poissonFrom } from './prng';
import type { SimEvent } from './schedule';
import { DRAW, secureStream } from './secure-random';
import { playsFootball } from './sports';
import { playTennis } from './tennis/play';
import { playVirtualMatch, roundSecret } from './virtual/draw';

/**
 * Plays one match from the model at kick-off, with keyed cryptographic randomness (HMAC of the seed and the
 * event, decision 017): the same event always ends the same way, nobody without the seed can foresee how, and
 * the market prices of that moment are the true chances of what happens here.
 */
type Draw = () => number;

const sum = (periods: Score[]): Score =>
  periods.reduce((total, period) => ({ home: total.home + period.home, away: total.away + period.away }), {
    home: 0,
    away: 0,
  });

function facts(final: Score, periods: Score[], extra: Partial<MatchFacts> = {}): MatchFacts {
  return {
    final,
    regular: final,
    periods,
    firstHalf: null,
    goals: [],
    corners: 0,
    cards: 0,
    method: null,
    roundsFought: null,
    ...extra,
  };
}

const scorerOf = (event: SimEvent, side: 'home' | 'away', uniform: number): number => {
  const players = event.league.competitors[(event[side].id % 100) - 1]!.players;
  return players[
    indexByShare(
      players.map((player) => player.share),
      uniform,
    )
  ]!.id;
};

/** A virtual match from its round's secret (virtual/draw.ts): the score a player can recompute once revealed. */
function virtualFootball(seed: string, event: SimEvent, model: Extract<EventModel, { kind: 'poisson' }>) {
  const secret = roundSecret(seed, event.leagueId, event.round);
  const { halves, goals, afterwards } = playVirtualMatch(secret, event.id, model);
  const scored = goals.map((goal) => ({ ...goal, playerId: scorerOf(event, goal.side, afterwards()) }));
  return facts(sum(halves), halves, {
    firstHalf: halves[0],
    goals: scored.sort((a, b) => a.minute - b.minute),
  });
}

function football(event: SimEvent, model: Extract<EventModel, { kind: 'poisson' }>, draw: Draw): MatchFacts {
  const goals: MatchFacts['goals'] = [];
  const periods: Score[] = [];
  for (const [half, share] of [
    [0, FIRST_HALF_SHARE],
    [1, 1 - FIRST_HALF_SHARE],
  ] as const) {
    const score = { home: poissonFrom(model.home * share, draw()), away: poissonFrom(model.away * share, draw()) };
    periods.push(score);
    for (const side of ['home', 'away'] as const) {
      for (let goal = 0; goal < score[side]; goal++) {
        const minute = half * 45 + 1 + Math.floor(draw() * 45);
        goals.push({ minute, side, playerId: scorerOf(event, side, draw()) });
      }
    }
  }
  goals.sort((a, b) => a.minute - b.minute);
  return facts(sum(periods), periods, {
    firstHalf: periods[0]!,
    goals,
    corners: poissonFrom(model.corners, draw()),
    cards: poissonFrom(model.cards, draw()),
  });
}

/** Goals or runs per period; a tie after regular time goes to the side that scores first in overtime. */
function goalSport(model: Extract<EventModel, { kind: 'poisson' }>, count: number, overtime: boolean, draw: Draw) {
  const periods = Array.from({ length: count }, () => ({
    home: poissonFrom(model.home / count, draw()),
    away: poissonFrom(model.away / count, draw()),
  }));
  const regular = sum(periods);
  const half = count === 2 ? periods[0]! : null;
  if (!overtime || regular.home !== regular.away) return facts(regular, periods, { firstHalf: half });
  const homeWins = draw() < model.home / (model.home + model.away);
  const extra = { home: homeWins ? 1 : 0, away: homeWins ? 0 : 1 };
  return { ...facts(sum([...periods, extra]), [...periods, extra]), regular };
}

function pointSport(model: Extract<EventModel, { kind: 'normal' }>, count: number, decider: number, draw: Draw) {
  const period = (share: number, side: number) =>
    Math.max(0, Math.round(side * share + normalFrom(draw(), draw()) * model.sd * Math.sqrt(share)));
  const periods = Array.from({ length: count }, () => ({
    home: period(1 / count, model.home),
    away: period(1 / count, model.away),
  }));
  let total = sum(periods);
  for (let overtime = 0; total.home === total.away; overtime++) {
    const extra = { home: period(1 / 8, model.home), away: period(1 / 8, model.away) };
    // After two drawn overtimes, the side the model favours scores the decider (keeps matches bounded).
    if (overtime >= 2 && extra.home === extra.away) {
      if (draw() < model.home / (model.home + model.away)) extra.home += decider;
      else extra.away += decider;
    }
    periods.push(extra);
    total = sum(periods);
  }
  return { ...facts(total, periods), regular: sum(periods.slice(0, count)) };
}

const SET_POINTS: Record<string, [target: number, loserMin: number, loserMax: number]> = {
  volleyball: [25, 14, 23],
  'table-tennis': [11, 3, 9],
  esports: [13, 4, 11],
};

function setSport(event: SimEvent, model: Extract<EventModel, { kind: 'sets' }>, draw: Draw): MatchFacts {
  if (model.serve) {
    const { final, periods, tennis } = playTennis(model.serve, model.toWin, draw);
    return facts(final, periods, { tennis });
  }
  const won = { home: 0, away: 0 };
  const periods: Score[] = [];
  const points = SET_POINTS[event.sport];
  while (won.home < model.toWin && won.away < model.toWin) {
    const homeWins = draw() < model.p;
    won[homeWins ? 'home' : 'away']++;
    if (!points) continue; // darts legs have no inner score
    const [target, low, high] = points;
    const loser = low + Math.floor(draw() * (high - low + 1));
    periods.push(homeWins ? { home: target, away: loser } : { home: loser, away: target });
  }
  return facts({ ...won }, periods);
}

function fight(model: Extract<EventModel, { kind: 'fight' }>, draw: Draw): MatchFacts {
  const homeWins = draw() < model.p;
  const finished = draw() < model.finish;
  const round = finished ? indexByShare(FINISH_ROUND_SHARES, draw()) + 1 : 3;
  const method = !finished ? 'decision' : draw() < KO_SHARE_OF_FINISHES ? 'ko' : 'submission';
  return facts({ home: homeWins ? 1 : 0, away: homeWins ? 0 : 1 }, [], { method, roundsFought: round });
}

export function playMatch(seed: string, event: SimEvent, model: EventModel): MatchFacts {
  if (event.sport === 'virtual-football' && model.kind === 'poisson') return virtualFootball(seed, event, model);
  const draw = secureStream(seed, DRAW.match, event.id);
  switch (model.kind) {
    case 'poisson':
      if (playsFootball(event.sport)) return football(event, model, draw);
      if (event.sport === 'handball') return goalSport(model, 2, false, draw);
      return goalSport(model, event.sport === 'baseball' ? 9 : 3, true, draw);
    case 'normal':
      return pointSport(model, 4, event.sport === 'basketball' ? 1 : 3, draw);
    case 'sets':
      return setSport(event, model, draw);
    case 'fight':
      return fight(model, draw);
  }
}
