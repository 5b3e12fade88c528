import { Lru } from '#app/lib/lru.ts';
import type { FeedEvent } from './adapter';
import { type Calendar, offsetOf } from './calendar/index';
import type { Catalogue, SimLeague } from './catalogue';
import { rand } from './prng';
import { type Pairing, seasonPairings } from './round-robin';
import { TIME } from './sports';

/** Round 0 of every league is in the cycle starting Monday 2024-01-01 00:00, local time; feeds do not run before it. */
export const SCHEDULE_EPOCH = Date.UTC(2024, 0, 1);
const MAX_ROUND = 9_999_999;
const MATCHES_PER_ROUND = 100;

export interface SimEvent extends FeedEvent {
  league: SimLeague;
  round: number;
  season: number;
}

/** Event ids encode (league, round, match) so any id can be decoded back into its fixture. */
export function eventId(leagueId: number, round: number, match: number): number {
  return (leagueId * (MAX_ROUND + 1) + round) * MATCHES_PER_ROUND + match;
}

export function roundsPerSeason(league: SimLeague): number {
  return 2 * (league.competitors.length - 1);
}

/** Each round's first kick-off from its cycle's start, and the latest kick-off of any round (local time). */
interface CalendarShape {
  firsts: number[];
  latest: number;
}

const shapes = new WeakMap<Calendar, CalendarShape>();

function shapeOf(calendar: Calendar): CalendarShape {
  let shape = shapes.get(calendar);
  if (!shape) {
    const offsets = calendar.rounds.map((kickOffs) => kickOffs.map(offsetOf));
    shape = { firsts: offsets.map((each) => Math.min(...each)), latest: Math.max(...offsets.flat()) };
    shapes.set(calendar, shape);
  }
  return shape;
}

/** The UTC instant the round's cycle starts: a local midnight (a Monday for weekly and fortnightly calendars). */
function cycleStart(league: SimLeague, round: number): number {
  const { cycle, rounds } = league.calendar;
  return SCHEDULE_EPOCH + Math.floor(round / rounds.length) * cycle - league.utcOffset * TIME.HOUR;
}

/** The round's first kick-off, UTC: rounds follow each other in this order. */
function roundBase(league: SimLeague, round: number): number {
  return cycleStart(league, round) + shapeOf(league.calendar).firsts[round % league.calendar.rounds.length]!;
}

/** The first round of the cycle whose last kick-off may still be at or after `at`. */
function firstRoundNear(league: SimLeague, at: number): number {
  const { cycle, rounds } = league.calendar;
  const reach = shapeOf(league.calendar).latest - league.utcOffset * TIME.HOUR;
  return Math.max(0, Math.floor((at - SCHEDULE_EPOCH - reach) / cycle) * rounds.length);
}

/** Which of the round's kick-offs each match takes: a seeded deal, or match order for staggered calendars. */
function dealOrder(seed: string, league: SimLeague, round: number, matches: number): number[] {
  const order = Array.from({ length: matches }, (_, index) => index);
  if (league.calendar.staggered) return order;
  for (let i = matches - 1; i > 0; i--) {
    const j = Math.floor(rand(seed, 'deal', league.id, round, i) * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

export function createSchedule(seed: string, catalogue: Catalogue) {
  const pairingCache = new Lru<string, Pairing[][]>(400);
  const roundCache = new Lru<string, SimEvent[]>(6_000);

  function pairings(league: SimLeague, season: number): Pairing[][] {
    return pairingCache.getOrCreate(`${league.id}:${season}`, () =>
      seasonPairings(seed, league.id, season, league.competitors.length),
    );
  }

  function roundEvents(league: SimLeague, round: number): SimEvent[] {
    return roundCache.getOrCreate(`${league.id}:${round}`, () => {
      const perSeason = roundsPerSeason(league);
      const season = Math.floor(round / perSeason);
      const start = cycleStart(league, round);
      const kickOffs = league.calendar.rounds[round % league.calendar.rounds.length]!;
      const pairs = pairings(league, season)[round % perSeason]!;
      const order = dealOrder(seed, league, round, pairs.length);
      return pairs.map((pair, match) => {
        const id = eventId(league.id, round, match);
        const startsAt = start + offsetOf(kickOffs[order[match]! % kickOffs.length]!);
        const { duration } = league.profile;
        const home = league.competitors[pair.home]!;
        const away = league.competitors[pair.away]!;
        return {
          id,
          leagueId: league.id,
          sport: league.sport,
          home: { id: home.id, name: home.name },
          away: { id: away.id, name: away.name },
          startsAt,
          endsAt: startsAt + duration,
          league,
          round,
          season,
        };
      });
    });
  }

  function eventsStartingBetween(from: number, to: number, leagues: readonly SimLeague[]): SimEvent[] {
    if (!Number.isFinite(to)) throw new RangeError('eventsStartingBetween needs a finite end');
    const found: SimEvent[] = [];
    for (const league of leagues) {
      for (let round = firstRoundNear(league, from); roundBase(league, round) < to; round++) {
        for (const event of roundEvents(league, round)) {
          if (event.startsAt >= from && event.startsAt < to) found.push(event);
        }
      }
    }
    return found.sort((a, b) => a.startsAt - b.startsAt || a.id - b.id);
  }

  function event(id: number): SimEvent | undefined {
    if (!Number.isSafeInteger(id) || id < 0) return undefined;
    const match = id % MATCHES_PER_ROUND;
    const round = Math.floor(id / MATCHES_PER_ROUND) % (MAX_ROUND + 1);
    const league = catalogue.league(Math.floor(id / MATCHES_PER_ROUND / (MAX_ROUND + 1)));
    if (!league || match >= league.competitors.length / 2) return undefined;
    return roundEvents(league, round)[match];
  }

  /** The round of the league running or next at `at` (the latest round whose window opened). */
  function roundAt(league: SimLeague, at: number): number {
    let round = firstRoundNear(league, at);
    while (roundBase(league, round + 1) <= at) round++;
    return round;
  }

  return { roundEvents, eventsStartingBetween, event, roundAt, pairings };
}

export type Schedule = ReturnType<typeof createSchedule>;
