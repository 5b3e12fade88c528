import type { LiveIncident, LiveStatKey } from '@playline/contract/sports';
import type { MatchFacts } from '../facts';
import type { EventModel } from '../models';
import { poissonFrom, stream } from '../prng';
import type { SimEvent } from '../schedule';
import { type Clock, clockOf, timeAt, timeOfShare } from './clock';
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
  clock: Clock;
  incidents: TimedIncident[];
  stats: StatTimes[];
  /** The home side's share of the expected scoring, which leans possession and pressure its way. */
  homeShare: number;
}

const sides = ['home', 'away'] as const;

/** `count` sorted instants spread at random over the match's play. */
function spread(event: SimEvent, clock: Clock, count: number, draw: () => number): number[] {
  const shares = Array.from({ length: count }, () => draw()).sort((a, b) => a - b);
  return shares.map((share) => timeOfShare(event, clock, share));
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

function footballTimeline(event: SimEvent, facts: MatchFacts, model: EventModel, draw: () => number): Timeline {
  const clock = clockOf(event, facts);
  const homeShare = homeShareOf(model);
  const squads = event.league.competitors;
  const squad = { home: squads[(event.home.id % 100) - 1]!, away: squads[(event.away.id % 100) - 1]! };
  // A goal shows on the scoreboard from the start of its minute (scoreboardAt counts goals up to the minute).
  const goalAt = (minute: number) => timeAt(event, clock, Math.floor((minute - 1) / 45), ((minute - 1) % 45) / 45);
  const minuteAt = (at: number) => {
    const into = at - event.startsAt;
    const half = Math.min(1, Math.floor(into / (clock.play + clock.pause)));
    const fraction = Math.min(1, (into - half * (clock.play + clock.pause)) / clock.play);
    return Math.min(45, Math.floor(fraction * 45) + 1) + half * 45;
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
  for (const at of spread(event, clock, facts.corners, draw)) incidents.push(counted('corner', at, sideOf(homeShare)));
  for (const at of spread(event, clock, facts.cards, draw)) {
    // The weaker side fouls more, so it collects more of the cards.
    incidents.push(counted(draw() < RED_CARD_SHARE ? 'red_card' : 'yellow_card', at, sideOf(1 - homeShare)));
  }
  incidents.sort((a, b) => a.at - b.at);
  const strength = { home: 2 * homeShare, away: 2 * (1 - homeShare) };
  const per = (mean: number, side: Side) => spread(event, clock, poissonFrom(mean * strength[side], draw()), draw);
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
  return { clock, incidents, stats, homeShare };
}

/** Scores of sports other than football tick where the scoreboard's share of each period passes a whole point. */
function scoringIncidents(event: SimEvent, facts: MatchFacts, clock: Clock): TimedIncident[] {
  const incidents: TimedIncident[] = [];
  const pause = SCORE_PAUSE_MS[event.sport];
  const perUnit = event.sport === 'ice-hockey' || event.sport === 'handball' || event.sport === 'baseball';
  const kind = event.sport === 'ice-hockey' || event.sport === 'handball' ? 'goal' : 'point';
  const { periodMinutes } = event.league.profile;
  // The match minute in timed sports, the period (set, inning) otherwise, as the contract's incidents say.
  const minuteOf = (index: number, fraction: number) =>
    periodMinutes > 0 ? index * periodMinutes + Math.max(1, Math.ceil(fraction * periodMinutes)) : index + 1;
  if (event.sport === 'darts') {
    // Legs come in steadily over the match (scoreboardAt): leg j of a side shows once its share reaches j/legs.
    for (const side of sides) {
      for (let leg = 1; leg <= facts.final[side]; leg++) {
        const share = leg / facts.final[side];
        incidents.push({
          at: timeOfShare(event, clock, share),
          pause,
          minute: 1,
          side,
          kind: 'period_won',
          player: null,
        });
      }
    }
  }
  facts.periods.forEach((period, index) => {
    if (perUnit) {
      for (const side of sides) {
        for (let unit = 1; unit <= period[side]; unit++) {
          const at = timeAt(event, clock, index, unit / period[side]);
          incidents.push({ at, pause, minute: minuteOf(index, unit / period[side]), side, kind, player: null });
        }
      }
    }
    if (period.home !== period.away && event.sport !== 'baseball') {
      const side: Side = period.home > period.away ? 'home' : 'away';
      const setPause = perUnit ? 0 : pause;
      const at = timeAt(event, clock, index, 1);
      incidents.push({ at, pause: setPause, minute: minuteOf(index, 1), side, kind: 'period_won', player: null });
    }
  });
  return incidents.sort((a, b) => a.at - b.at);
}

function otherTimeline(event: SimEvent, facts: MatchFacts, model: EventModel, draw: () => number): Timeline {
  const clock = clockOf(event, facts);
  const homeShare = homeShareOf(model);
  const means = STAT_MEANS[event.sport as Exclude<typeof event.sport, 'football'>];
  const stats = means.map(([key, mean]) => {
    const count = (lean: number) => poissonFrom(mean * (0.8 + 0.4 * lean), draw());
    return {
      key,
      home: spread(event, clock, count(homeShare), draw),
      away: spread(event, clock, count(1 - homeShare), draw),
    };
  });
  return { clock, incidents: scoringIncidents(event, facts, clock), stats, homeShare };
}

export function buildTimeline(seed: string, event: SimEvent, facts: MatchFacts, model: EventModel): Timeline {
  const draw = stream(seed, 'live', event.id);
  return event.sport === 'football'
    ? footballTimeline(event, facts, model, draw)
    : otherTimeline(event, facts, model, draw);
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
