import type { LiveIncident, LiveStatKey } from '@playline/contract/sports';
import type { MatchFacts } from '../facts';
import type { EventModel } from '../models';
import { poissonFrom } from '../prng';
import type { Replay } from '../replay';
import type { SimEvent } from '../schedule';
import { DRAW, secureStream } from '../secure-random';
import { breakInstants, tennisGame } from '../tennis/play';
import { readClock, timeOfShare } from './clock';
import { FOOTBALL_MEANS, RED_CARD_SHARE, SCORE_PAUSE_MS, STAT_MEANS } from './stat-profiles';

type Side = 'home' | 'away';

/** Something that happened at a known feed instant; scoring incidents suspend the markets for `pause` ms. */
export interface TimedIncident extends LiveIncident {
  at: number;
  pause: number;
  /** A goal's scorer as an outcome code of the first-scorer market (`p<id>`). */
  code?: string;
}

/** A statistic as the instants (sorted) at which each side's count went up. */
export interface StatTimes {
  key: LiveStatKey;
  home: number[];
  away: number[];
}

/**
 * Everything of one match in play that the live state reads, laid on the feed clock once per event: the incidents
 * in time order and the instants each statistic ticks. Built from the match's facts (goals, corners and cards
 * are the very ones its markets settle on) and draws keyed by the event, so it is a pure function of the seed.
 */
export interface Timeline {
  replay: Replay;
  incidents: TimedIncident[];
  stats: StatTimes[];
  /** The home side's share of the expected scoring, which leans possession and pressure its way. */
  homeShare: number;
  /** Tennis: who serves at an instant of play (the match's own serving order). */
  serverAt?: (at: number) => Side;
}

const sides = ['home', 'away'] as const;

/** `count` sorted instants spread at random over the match's nominal play, those after its end dropped. */
function spread(event: SimEvent, replay: Replay, count: number, draw: () => number): number[] {
  const shares = Array.from({ length: count }, () => draw()).sort((a, b) => a - b);
  return shares.map((share) => timeOfShare(event, replay, share)).filter((at) => at < replay.over);
}

function homeShareOf(model: EventModel): number {
  switch (model.kind) {
    case 'poisson':
    case 'normal':
      return model.home / (model.home + model.away);
    default:
      return model.p;
  }
}

function footballTimeline(
  event: SimEvent,
  facts: MatchFacts,
  model: EventModel,
  replay: Replay,
  draw: () => number,
): Timeline {
  const homeShare = homeShareOf(model);
  const squads = event.league.competitors;
  const squad = { home: squads[(event.home.id % 100) - 1]!, away: squads[(event.away.id % 100) - 1]! };
  const halves = replay.periods;
  // A goal shows on the scoreboard from the start of its minute (the replay's goal instants).
  const goalAt = (minute: number) => {
    const half = halves[Math.floor((minute - 1) / 45)]!;
    return half.start + (((minute - 1) % 45) / 45) * (half.end - half.start);
  };
  const minuteAt = (at: number) => {
    const index = halves.length > 1 && at >= halves[1]!.start ? 1 : 0;
    const half = halves[index]!;
    const fraction = Math.min(1, (at - half.start) / (half.end - half.start));
    return Math.min(45, Math.floor(fraction * 45) + 1) + index * 45;
  };
  const incidents: TimedIncident[] = facts.goals.map((goal) => ({
    at: goalAt(goal.minute),
    pause: SCORE_PAUSE_MS.football,
    minute: goal.minute,
    side: goal.side,
    kind: 'goal',
    player: squad[goal.side].players.find((player) => player.id === goal.playerId)?.name ?? null,
    code: `p${goal.playerId}`,
  }));
  const sideOf = (lean: number): Side => (draw() < lean ? 'home' : 'away');
  const counted = (kind: LiveIncident['kind'], at: number, side: Side): TimedIncident => ({
    at,
    pause: 0,
    minute: minuteAt(at),
    side,
    kind,
    player: null,
  });
  for (const at of spread(event, replay, facts.corners, draw)) incidents.push(counted('corner', at, sideOf(homeShare)));
  for (const at of spread(event, replay, facts.cards, draw)) {
    // The weaker side fouls more, so it collects more of the cards.
    incidents.push(counted(draw() < RED_CARD_SHARE ? 'red_card' : 'yellow_card', at, sideOf(1 - homeShare)));
  }
  incidents.sort((a, b) => a.at - b.at);
  const strength = { home: 2 * homeShare, away: 2 * (1 - homeShare) };
  const per = (mean: number, side: Side) => spread(event, replay, poissonFrom(mean * strength[side], draw()), draw);
  const of = (kind: LiveIncident['kind'], side: Side) =>
    incidents.filter((incident) => incident.kind === kind && incident.side === side).map((incident) => incident.at);
  const merged = (...lists: number[][]) => lists.flat().sort((a, b) => a - b);
  const onTarget = { home: merged(of('goal', 'home'), per(FOOTBALL_MEANS.savedShots, 'home')), away: [] as number[] };
  onTarget.away = merged(of('goal', 'away'), per(FOOTBALL_MEANS.savedShots, 'away'));
  const line = (key: LiveStatKey, value: (side: Side) => number[]): StatTimes => ({
    key,
    home: value('home'),
    away: value('away'),
  });
  const stats = [
    line('attacks', (side) => per(FOOTBALL_MEANS.attacks, side)),
    line('dangerous_attacks', (side) => per(FOOTBALL_MEANS.dangerousAttacks, side)),
    line('shots', (side) => merged(onTarget[side], per(FOOTBALL_MEANS.offTarget, side))),
    line('shots_on_target', (side) => onTarget[side]),
    line('corners', (side) => of('corner', side)),
    line('yellow_cards', (side) => of('yellow_card', side)),
    line('red_cards', (side) => of('red_card', side)),
    line('fouls', (side) => per(FOOTBALL_MEANS.fouls, side)),
  ];
  return { replay, incidents, stats, homeShare };
}

/** Scores of sports other than football tick at the replay's instants; a period (set, leg) is won at its end. */
function scoringIncidents(event: SimEvent, facts: MatchFacts, replay: Replay): TimedIncident[] {
  const incidents: TimedIncident[] = [];
  const pause = SCORE_PAUSE_MS[event.sport];
  const perUnit = event.sport === 'ice-hockey' || event.sport === 'handball' || event.sport === 'baseball';
  const kind = event.sport === 'ice-hockey' || event.sport === 'handball' ? 'goal' : 'point';
  const { periodMinutes } = event.league.profile;
  // The match minute in timed sports, the period (set, inning, leg) otherwise, as the contract's incidents say.
  const minuteOf = (index: number, at: number) => {
    const period = replay.periods[index]!;
    const fraction = Math.min(1, (at - period.start) / (period.play || 1));
    return periodMinutes > 0 ? index * periodMinutes + Math.max(1, Math.ceil(fraction * periodMinutes)) : index + 1;
  };
  replay.periods.forEach((period, index) => {
    if (perUnit) {
      for (const side of sides) {
        for (const at of period[side])
          incidents.push({ at, pause, minute: minuteOf(index, at), side, kind, player: null });
      }
    }
    const won = event.sport === 'darts' ? { home: period.home.length, away: period.away.length } : facts.periods[index];
    if (won && won.home !== won.away && event.sport !== 'baseball') {
      const side: Side = won.home > won.away ? 'home' : 'away';
      const at = period.end;
      incidents.push({
        at,
        pause: perUnit ? 0 : pause,
        minute: minuteOf(index, at),
        side,
        kind: 'period_won',
        player: null,
      });
    }
  });
  return incidents.sort((a, b) => a.at - b.at);
}

function otherTimeline(
  event: SimEvent,
  facts: MatchFacts,
  model: EventModel,
  replay: Replay,
  draw: () => number,
): Timeline {
  const homeShare = homeShareOf(model);
  const means = STAT_MEANS[event.sport as Exclude<typeof event.sport, 'football'>];
  const stats = means.map(([key, mean]) => {
    const count = (lean: number) => poissonFrom(mean * (0.8 + 0.4 * lean), draw());
    // Tennis breaks of serve are the match's own (games won against the serve), not a count drawn beside it.
    if (key === 'breaks' && facts.tennis && replay.pointMs) {
      return {
        key,
        ...breakInstants(
          facts.tennis,
          replay.periods.map((period) => period.start),
          replay.pointMs,
        ),
      };
    }
    return {
      key,
      home: spread(event, replay, count(homeShare), draw),
      away: spread(event, replay, count(1 - homeShare), draw),
    };
  });
  const { tennis } = facts;
  const serverAt = tennis
    ? (at: number) => {
        const { index, inBreak } = readClock(replay, at);
        return tennisGame(tennis, replay, index, inBreak, at).server;
      }
    : undefined;
  return {
    replay,
    incidents: scoringIncidents(event, facts, replay),
    stats,
    homeShare,
    ...(serverAt ? { serverAt } : {}),
  };
}

export function buildTimeline(
  seed: string,
  event: SimEvent,
  facts: MatchFacts,
  model: EventModel,
  replay: Replay,
): Timeline {
  // Keyed like the result (decision 017): corner and card times, read early, must not give away their totals.
  const draw = secureStream(seed, DRAW.timeline, event.id);
  return event.sport === 'football'
    ? footballTimeline(event, facts, model, replay, draw)
    : otherTimeline(event, facts, model, replay, draw);
}

/** How many of the sorted instants are at or before `at`. */
export function countUpTo(times: readonly number[], at: number): number {
  let low = 0;
  let high = times.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (times[mid]! <= at) low = mid + 1;
    else high = mid;
  }
  return low;
}
