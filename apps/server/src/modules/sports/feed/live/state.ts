import type { LiveIncident, LiveSituation, LiveStat, LiveState, Scoreboard } from '@playline/contract/sports';
import { smoothNoise } from '../drift';
import { hashText } from '../prng';
import type { SimEvent } from '../schedule';
import { type ClockReading, readClock } from './clock';
import { type Danger, dangerAt } from './danger';
import type { GameState } from './prices';
import { FIELD_SPORTS } from './stat-profiles';
import { countUpTo, type TimedIncident, type Timeline } from './timeline';

const MAX_INCIDENTS = 20;
/** How long the tracker shows an incident (goal, corner, card) as the situation. */
const SHOWN_MS = {
  goal: 30_000,
  point: 10_000,
  period_won: 10_000,
  corner: 20_000,
  yellow_card: 15_000,
  red_card: 15_000,
};
/** The tracker's ball moves between random spots this far apart in time, smoothly in between. */
const POSITION_KNOT_MS = 20_000;
const POSSESSION_KNOT_MS = 60_000;

/** An event in play with what its live state is read from. */
export interface LiveMatch {
  seed: string;
  event: SimEvent;
  timeline: Timeline;
  /** Feed instants of the incidents, for the binary searches. */
  incidentTimes: number[];
}

export function liveMatch(seed: string, event: SimEvent, timeline: Timeline): LiveMatch {
  return { seed, event, timeline, incidentTimes: timeline.incidents.map((incident) => incident.at) };
}

/** Incidents that happened by `at`, oldest first. */
function happened(match: LiveMatch, at: number): TimedIncident[] {
  return match.timeline.incidents.slice(0, countUpTo(match.incidentTimes, at));
}

function dangerNow(match: LiveMatch, reading: ClockReading, at: number): Danger | null {
  return reading.inBreak ? null : dangerAt(match.seed, match.event, match.timeline.homeShare, at);
}

/** Until when the event's markets are suspended at `at` (a scoring incident's pause, a dangerous moment), or null. */
export function suspendedUntil(match: LiveMatch, at: number): number | null {
  const reading = readClock(match.timeline.replay, at);
  // Play is over: the event ended with it (`endOf`) and is no longer read in play, so no suspension is pending.
  if (reading.over) return null;
  let until = dangerNow(match, reading, at)?.until ?? 0;
  // Pauses are at most a minute long, so only the latest incidents can still hold the markets.
  const seen = countUpTo(match.incidentTimes, at);
  for (let index = seen - 1; index >= 0; index--) {
    const incident = match.timeline.incidents[index]!;
    if (incident.at + 60_000 < at) break;
    if (incident.pause > 0 && at < incident.at + incident.pause) until = Math.max(until, incident.at + incident.pause);
  }
  return until > at ? until : null;
}

/**
 * What the prices read beyond the scoreboard: what has happened by `at`, and the clock as `reading` says (an end of
 * the price step, `stepEnds`: time decays a price once a step, not with every read). Nothing random enters: prices
 * move only with the match.
 */
export function gameState(match: LiveMatch, board: Scoreboard, at: number, reading: ClockReading): GameState {
  let corners = 0;
  let cards = 0;
  let firstScorer: string | null = null;
  const scorers: string[] = [];
  if (match.event.sport === 'football') {
    for (const incident of happened(match, at)) {
      if (incident.kind === 'corner') corners++;
      else if (incident.kind === 'yellow_card' || incident.kind === 'red_card') cards++;
      else if (incident.kind === 'goal') {
        firstScorer ??= incident.code ?? null;
        if (incident.code) scorers.push(incident.code);
      }
    }
  }
  return { board, reading, corners, cards, firstScorer, scorers };
}

function stats(match: LiveMatch, reading: ClockReading, at: number): LiveStat[] {
  const counted = match.timeline.stats.map((line) => ({
    key: line.key,
    home: countUpTo(line.home, at),
    away: countUpTo(line.away, at),
  }));
  if (match.event.sport !== 'football') return counted;
  // Possession: the stronger side keeps more of the ball; early in a match the share still swings widely.
  const key = hashText(`${match.seed}|possession|${match.event.id}`);
  const lean = (match.timeline.homeShare - 0.5) * 40;
  const swing = 12 * (1 - 0.6 * reading.share) * smoothNoise(key, Math.floor(at / POSSESSION_KNOT_MS), 3);
  const home = Math.round(Math.max(25, Math.min(75, 50 + lean + swing)));
  return [{ key: 'possession', home, away: 100 - home }, ...counted];
}

function situation(match: LiveMatch, reading: ClockReading, at: number, latest: TimedIncident | undefined) {
  const field = FIELD_SPORTS.has(match.event.sport);
  if (reading.inBreak) return { kind: 'break', side: null, position: null } satisfies LiveSituation;
  const toward = (side: 'home' | 'away', depth: number) => (side === 'home' ? depth : 100 - depth);
  if (latest && at < latest.at + SHOWN_MS[latest.kind]) {
    const kind = latest.kind === 'yellow_card' || latest.kind === 'red_card' ? 'card' : latest.kind;
    const depth = kind === 'goal' ? 100 : kind === 'corner' ? 98 : 60;
    return {
      kind: kind === 'period_won' ? 'point' : kind,
      side: latest.side,
      position: field ? toward(latest.side, depth) : null,
    } satisfies LiveSituation;
  }
  const danger = dangerNow(match, reading, at);
  if (danger) {
    const depth = 82 + 12 * ((at - danger.from) / (danger.until - danger.from));
    const kind = danger.penalty ? 'penalty' : field ? 'dangerous_attack' : 'point';
    return { kind, side: danger.side, position: field ? toward(danger.side, depth) : null } satisfies LiveSituation;
  }
  const key = hashText(`${match.seed}|ball|${match.event.id}`);
  const drift = smoothNoise(key, at / POSITION_KNOT_MS, 1);
  const side = match.timeline.serverAt?.(at) ?? (drift + (match.timeline.homeShare - 0.5) >= 0 ? 'home' : 'away');
  if (!field) {
    const serving = match.event.sport === 'tennis' || match.event.sport === 'table-tennis';
    return { kind: serving || match.event.sport === 'volleyball' ? 'serve' : 'attack', side, position: null } as const;
  }
  const position = Math.round(50 + 45 * drift);
  const attacking = side === 'home' ? position > 66 : position < 34;
  return { kind: attacking ? 'attack' : 'safe', side, position } satisfies LiveSituation;
}

/** Statistics, the situation and the latest incidents (newest first) at `at`, and the suspension if any. */
export function liveStateAt(match: LiveMatch, at: number): LiveState {
  const reading = readClock(match.timeline.replay, at);
  const past = happened(match, at);
  const incidents: LiveIncident[] = past
    .slice(-MAX_INCIDENTS)
    .reverse()
    .map(({ minute, side, kind, player }) => ({ minute, side, kind, player }));
  const until = suspendedUntil(match, at);
  return {
    stats: stats(match, reading, at),
    situation: situation(match, reading, at, past[past.length - 1]),
    incidents,
    suspendedUntil: until === null ? null : new Date(until).toISOString(),
  };
}
