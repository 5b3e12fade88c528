import type { Market, OpenStatus } from '@playline/contract/sports';
import type { FeedOutright, FeedOutrightResult } from './adapter';
import type { SimLeague } from './catalogue';
import { RATING_SCALE } from './models';
import { MARGIN, type PricedOutcome, toMarket } from './pricing/margin';
import { roundsPerSeason } from './schedule';
import { rankTeams, type SeasonTallies } from './season';
import { FOOTBALL_GOALS_PER_SIDE } from './sports';

const TOP_SCORERS = 20;

/** Softmax of expected final tallies: the wider the remaining season, the more an outsider can still come through. */
function chances(expected: number[], spread: number): number[] {
  const best = Math.max(...expected);
  const weights = expected.map((value) => Math.exp((value - best) / spread));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => weight / total);
}

/**
 * Below this chance a contender is out of it (e.g. mathematically beaten late in the season) and no longer
 * offered, as bookmakers close such prices: left in, the margin's share would price a dead team at ~90.
 */
const OUTRIGHT_MIN_CHANCE = 0.002;

/** The contenders still in it (always the two likeliest), their chances scaled back to a sum of one. */
function contenders(outcomes: PricedOutcome[]): PricedOutcome[] {
  const alive = outcomes.filter((outcome, index) => index < 2 || outcome.p >= OUTRIGHT_MIN_CHANCE);
  const total = alive.reduce((sum, outcome) => sum + outcome.p, 0);
  return alive.map((outcome) => ({ ...outcome, p: outcome.p / total }));
}

/** Favourites first, as outright lists read. */
function market(
  leagueId: number,
  type: 'outright_winner' | 'top_scorer',
  unordered: PricedOutcome[],
  status: OpenStatus,
): Market {
  const outcomes = contenders([...unordered].sort((a, b) => b.p - a.p));
  const margin = type === 'outright_winner' ? MARGIN.outright : MARGIN.players;
  const shape = { type, line: null, group: 'main' as const, builder: false, margin, outcomes };
  // Outright ids share the selection-id form with events; the league id stands in for the event.
  return toMarket(leagueId, shape, status);
}

/**
 * The league's season winner (and football's top scorer), priced from points so far and strength to come.
 * Suspended between seasons (from the last season's end to the new one's first start): outcome ids carry no
 * season, so a slip still holding the season that just ended must not be booked into the next one.
 */
export function leagueOutright(league: SimLeague, seasons: SeasonTallies, at: number): FeedOutright {
  const tally = seasons.tally(league, seasons.seasonAt(league, at), at);
  const status: OpenStatus = at < tally.startsAt ? 'suspended' : 'open';
  const matchesLeft = (team: { id: number }) => roundsPerSeason(league) - tally.teams.get(team.id)!.played;
  const pointsPerMatch = (rating: number) =>
    (league.sport === 'football' || league.sport === 'handball' ? 1.4 : 1) + 0.45 * rating;
  const expected = league.competitors.map(
    (team) => tally.teams.get(team.id)!.points + matchesLeft(team) * pointsPerMatch(team.rating),
  );
  const left = Math.max(...league.competitors.map(matchesLeft));
  const winner = chances(expected, 1.5 + 1.2 * Math.sqrt(left));
  const markets = [
    market(
      league.id,
      'outright_winner',
      league.competitors.map((team, index) => ({ code: `t${team.id}`, name: team.name, p: winner[index]! })),
      status,
    ),
  ];
  if (league.sport === 'football') {
    // The team's average goal expectation in the match model (home and away alike).
    const goalsPerMatch = (rating: number) => FOOTBALL_GOALS_PER_SIDE * Math.exp((RATING_SCALE.football * rating) / 2);
    const scorers = league.competitors.flatMap((team) =>
      team.players.map((player) => ({
        player,
        expected:
          (tally.goalsByPlayer.get(player.id) ?? 0) + matchesLeft(team) * goalsPerMatch(team.rating) * player.share,
      })),
    );
    const top = scorers.sort((a, b) => b.expected - a.expected).slice(0, TOP_SCORERS);
    const p = chances(
      top.map((entry) => entry.expected),
      0.8 + 0.6 * Math.sqrt(left),
    );
    markets.push(
      market(
        league.id,
        'top_scorer',
        top.map((entry, index) => ({ code: `p${entry.player.id}`, name: entry.player.name, p: p[index]! })),
        status,
      ),
    );
  }
  return { leagueId: league.id, endsAt: tally.endsAt, markets };
}

/**
 * The outcome of the league's latest season to have ended by `at`: the season winner is the leader of the final
 * table (`rankTeams`, as the standings order it); the top scorer (football) the player with most goals, a tie
 * going to the first of the tied in the market's own order (league's team order, then squad order) — one winner,
 * no dead heat. Null when no season ended by `at`.
 */
export function leagueOutrightResult(league: SimLeague, seasons: SeasonTallies, at: number): FeedOutrightResult | null {
  const season = seasons.seasonEndedBy(league, at);
  if (season === null) return null;
  const tally = seasons.tally(league, season, Number.POSITIVE_INFINITY);
  const leader = rankTeams(league, tally)[0]!;
  const winning = [`${league.id}/outright_winner/t${leader.id}`];
  if (league.sport === 'football') {
    let top: { id: number; goals: number } | null = null;
    for (const team of league.competitors) {
      for (const player of team.players) {
        const goals = tally.goalsByPlayer.get(player.id) ?? 0;
        if (!top || goals > top.goals) top = { id: player.id, goals };
      }
    }
    if (top) winning.push(`${league.id}/top_scorer/p${top.id}`);
  }
  return { leagueId: league.id, endsAt: tally.endsAt, winningOutcomeIds: winning, voidOutcomeIds: [] };
}
