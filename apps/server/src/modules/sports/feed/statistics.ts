import type { PastMatch, StandingRow } from '@playline/contract/sports';
import type { Catalogue, SimLeague } from './catalogue';
import type { MatchFacts } from './facts';
import { roundsPerSeason, type Schedule, type SimEvent } from './schedule';
import { rankTeams, type SeasonTallies } from './season';

/** How far back statistics walk: enough seasons for form and meetings, bounded so a call stays cheap. */
const SEASONS_BACK = 4;

export function seasonLabel(startsAt: number, endsAt: number): string {
  const month = (at: number) => new Date(at).toISOString().slice(0, 7);
  return `${month(startsAt)} – ${month(endsAt)}`;
}

export function createStatistics(
  catalogue: Catalogue,
  schedule: Schedule,
  seasons: SeasonTallies,
  factsOf: (event: SimEvent) => MatchFacts,
  /** Whether the match's play had ended by `at` (its actual end, not its scheduled one). */
  endedBy: (event: SimEvent, at: number) => boolean,
) {
  const pastMatch = (event: SimEvent): PastMatch => {
    const { final } = factsOf(event);
    return {
      eventId: event.id,
      startsAt: new Date(event.startsAt).toISOString(),
      home: event.home,
      away: event.away,
      score: { home: final.home, away: final.away },
    };
  };

  const leagueOf = (competitorId: number): SimLeague | undefined => {
    const league = catalogue.league(Math.floor(competitorId / 100));
    return catalogue.competitor(competitorId) ? league : undefined;
  };

  /** Walks the league's rounds back from `at`, collecting finished events that `wanted` accepts. */
  function walkBack(league: SimLeague, at: number, limit: number, wanted: (event: SimEvent) => boolean) {
    const found: PastMatch[] = [];
    const lastRound = schedule.roundAt(league, at);
    const firstRound = Math.max(0, lastRound - SEASONS_BACK * roundsPerSeason(league));
    for (let round = lastRound; round >= firstRound && found.length < limit; round--) {
      const events = schedule
        .roundEvents(league, round)
        .filter((event) => endedBy(event, at) && wanted(event))
        .sort((a, b) => b.startsAt - a.startsAt);
      for (const event of events) if (found.length < limit) found.push(pastMatch(event));
    }
    return found;
  }

  function recentMatches(competitorId: number, at: number, limit: number): PastMatch[] {
    const league = leagueOf(competitorId);
    if (!league || limit <= 0) return [];
    return walkBack(league, at, limit, (event) => event.home.id === competitorId || event.away.id === competitorId);
  }

  function headToHead(homeId: number, awayId: number, at: number, limit: number): PastMatch[] {
    const league = leagueOf(homeId);
    if (!league || leagueOf(awayId) !== league || homeId === awayId || limit <= 0) return [];
    const pair = new Set([homeId, awayId]);
    return walkBack(league, at, limit, (event) => pair.has(event.home.id) && pair.has(event.away.id));
  }

  function standings(leagueId: number, at: number): { season: string; rows: StandingRow[] } | null {
    const league = catalogue.league(leagueId);
    if (!league?.hasStandings) return null;
    const tally = seasons.tally(league, seasons.seasonAt(league, at), at);
    const names = new Map(league.competitors.map((team) => [team.id, team.name]));
    const rows = rankTeams(league, tally).map(({ id, ...row }, index) => ({
      position: index + 1,
      team: { id, name: names.get(id)! },
      ...row,
    }));
    return { season: seasonLabel(tally.startsAt, tally.endsAt), rows };
  }

  return { recentMatches, headToHead, standings };
}
