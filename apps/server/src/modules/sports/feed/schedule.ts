import { Lru } from '#app/lib/lru.ts';
import type { FeedEvent } from './adapter';
import type { Catalogue, SimLeague } from './catalogue';
import { pickFrom, rand } from './prng';
import { type Pairing, seasonPairings } from './round-robin';
import { TIME } from './sports';

/** Round 0 of every league is in the cycle starting Monday 2024-01-01 00:00 UTC; feeds do not run before it. */
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

/** Local midnight-aligned start of the round's window, in UTC ms. */
function roundBase(league: SimLeague, round: number): number {
  const { cycle, roundOffsets } = league.profile;
  const cycleIndex = Math.floor(round / roundOffsets.length);
  return (
    SCHEDULE_EPOCH + cycleIndex * cycle + roundOffsets[round % roundOffsets.length]! - league.utcOffset * TIME.HOUR
  );
}

/** The first round whose window may hold a start at or after `at`. */
function firstRoundNear(league: SimLeague, at: number): number {
  const { cycle, roundOffsets, spreadDays, lookback = (spreadDays + 1) * TIME.DAY } = league.profile;
  const cycleIndex = Math.floor((at - SCHEDULE_EPOCH - lookback) / cycle);
  return Math.max(0, cycleIndex * roundOffsets.length);
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
      const base = roundBase(league, round);
      const { spreadDays, kickoffHours, duration, staggered } = league.profile;
      return pairings(league, season)[round % perSeason]!.map((pair, match) => {
        const id = eventId(league.id, round, match);
        const day = Math.floor(rand(seed, 'day', id) * spreadDays);
        const hour = staggered
          ? kickoffHours[match % kickoffHours.length]!
          : pickFrom(kickoffHours, rand(seed, 'kickoff', id));
        const startsAt = base + day * TIME.DAY + hour * TIME.HOUR;
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
