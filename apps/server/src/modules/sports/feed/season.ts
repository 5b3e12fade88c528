import type { FormResult } from '@playline/contract/sports';
import { Lru } from '#app/lib/lru.ts';
import type { SimLeague } from './catalogue';
import type { MatchFacts } from './facts';
import { roundsPerSeason, type Schedule, type SimEvent } from './schedule';

export interface TeamTally {
  id: number;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  scored: number;
  conceded: number;
  points: number;
  /** Most recent first. */
  form: FormResult[];
}

export interface SeasonTally {
  season: number;
  /** Finished events of the season, latest first. */
  finished: SimEvent[];
  teams: Map<number, TeamTally>;
  /** Football goals per player id. */
  goalsByPlayer: Map<number, number>;
  startsAt: number;
  endsAt: number;
}

/** Football and handball give 3 points a win and 1 a draw; the other sports (no draws) 2 a win. */
export function pointsFor(league: SimLeague, result: FormResult): number {
  const threePoint = league.sport === 'football' || league.sport === 'handball';
  if (result === 'W') return threePoint ? 3 : 2;
  return result === 'D' ? 1 : 0;
}

/**
 * The table's order: points, then goal (or point) difference, then scored, then name. The standings and the
 * season-winner outright's result both read it.
 */
export function rankTeams(league: SimLeague, tally: SeasonTally): TeamTally[] {
  const names = new Map(league.competitors.map((team) => [team.id, team.name]));
  return [...tally.teams.values()].sort(
    (a, b) =>
      b.points - a.points ||
      b.scored - b.conceded - (a.scored - a.conceded) ||
      b.scored - a.scored ||
      names.get(a.id)!.localeCompare(names.get(b.id)!),
  );
}

/** Everything the season's finished matches add up to by `at`, cached per league, season and matches finished. */
export function createSeasonTallies(schedule: Schedule, factsOf: (event: SimEvent) => MatchFacts) {
  const cache = new Lru<string, SeasonTally>(300);

  function seasonEvents(league: SimLeague, season: number): SimEvent[] {
    const perSeason = roundsPerSeason(league);
    const events: SimEvent[] = [];
    for (let round = season * perSeason; round < (season + 1) * perSeason; round++) {
      events.push(...schedule.roundEvents(league, round));
    }
    return events;
  }

  function seasonBounds(league: SimLeague, season: number) {
    const perSeason = roundsPerSeason(league);
    const first = schedule.roundEvents(league, season * perSeason);
    const last = schedule.roundEvents(league, (season + 1) * perSeason - 1);
    return {
      startsAt: Math.min(...first.map((event) => event.startsAt)),
      endsAt: Math.max(...last.map((event) => event.endsAt)),
    };
  }

  /** The season running at `at`: the one the current round belongs to, or the next once its last match ended. */
  function seasonAt(league: SimLeague, at: number): number {
    const season = Math.floor(schedule.roundAt(league, at) / roundsPerSeason(league));
    return seasonBounds(league, season).endsAt <= at ? season + 1 : season;
  }

  /** The latest season whose last match ended by `at` (`endsAt <= at`); null if none did (before the first). */
  function seasonEndedBy(league: SimLeague, at: number): number | null {
    const current = seasonAt(league, at);
    // The previous season ends before the running one's, but its last match may outlast the new first round's start.
    for (const season of [current - 1, current - 2]) {
      if (season >= 0 && seasonBounds(league, season).endsAt <= at) return season;
    }
    return null;
  }

  function tally(league: SimLeague, season: number, at: number): SeasonTally {
    const finished = seasonEvents(league, season)
      .filter((event) => event.endsAt <= at)
      .sort((a, b) => b.startsAt - a.startsAt || b.id - a.id);
    return cache.getOrCreate(`${league.id}:${season}:${finished.length}`, () => {
      const teams = new Map<number, TeamTally>(
        league.competitors.map((team) => [
          team.id,
          { id: team.id, played: 0, won: 0, drawn: 0, lost: 0, scored: 0, conceded: 0, points: 0, form: [] },
        ]),
      );
      const goalsByPlayer = new Map<number, number>();
      for (const event of finished) {
        const facts = factsOf(event);
        for (const [side, other] of [
          ['home', 'away'],
          ['away', 'home'],
        ] as const) {
          const row = teams.get(event[side].id)!;
          const result: FormResult =
            facts.final[side] > facts.final[other] ? 'W' : facts.final[side] < facts.final[other] ? 'L' : 'D';
          row.played++;
          row[result === 'W' ? 'won' : result === 'L' ? 'lost' : 'drawn']++;
          row.scored += facts.final[side];
          row.conceded += facts.final[other];
          row.points += pointsFor(league, result);
          if (row.form.length < 5) row.form.push(result);
        }
        for (const goal of facts.goals) goalsByPlayer.set(goal.playerId, (goalsByPlayer.get(goal.playerId) ?? 0) + 1);
      }
      return { season, finished, teams, goalsByPlayer, ...seasonBounds(league, season) };
    });
  }

  return { tally, seasonAt, seasonEndedBy };
}

export type SeasonTallies = ReturnType<typeof createSeasonTallies>;
