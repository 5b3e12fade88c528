import { describe, expect, it } from 'vitest';
import type { FeedAdapter } from './adapter';
import { DAY, simulatorAt, T0 } from './test-support';

/** The table at the season's end, rebuilt from `standings()` one instant before it plus the results of the matches that end at it. */
function finalTable(feed: FeedAdapter, leagueId: number, endsAt: number) {
  const threePoint = feed.league(leagueId)!.sport === 'football';
  const rows = new Map(
    feed.standings(leagueId, endsAt - 1)!.rows.map((row) => [row.team.id, { ...row, name: row.team.name }]),
  );
  const last = feed
    .eventsStartingBetween(endsAt - 30 * DAY, endsAt)
    .filter((event) => event.leagueId === leagueId && event.endsAt === endsAt);
  expect(last.length).toBeGreaterThan(0);
  for (const event of last) {
    const { home, away } = feed.result(event, endsAt)!.scoreboard;
    for (const [id, own, other] of [
      [event.home.id, home, away],
      [event.away.id, away, home],
    ] as const) {
      const row = rows.get(id)!;
      row.scored += own;
      row.conceded += other;
      row.points += own > other ? (threePoint ? 3 : 2) : own === other ? 1 : 0;
    }
  }
  return [...rows.values()].sort(
    (a, b) =>
      b.points - a.points ||
      b.scored - b.conceded - (a.scored - a.conceded) ||
      b.scored - a.scored ||
      a.name.localeCompare(b.name),
  );
}

describe('outright results', () => {
  const feed = simulatorAt('alpha');
  const leagueOf = (sport: string) => feed.leagues().find((league) => league.sport === sport && league.hasStandings)!;

  it.each(['football', 'basketball'])('settles the %s season winner on the final table, from the end on', (sport) => {
    const league = leagueOf(sport);
    const { endsAt, markets } = feed.outright(league.id, T0)!;
    const result = feed.outrightResult(league.id, endsAt)!;
    expect(result).toMatchObject({ leagueId: league.id, endsAt, voidOutcomeIds: [] });
    const table = finalTable(feed, league.id, endsAt);
    expect(result.winningOutcomeIds[0]).toBe(`${league.id}/outright_winner/t${table[0]!.team.id}`);
    expect(markets[0]!.outcomes.some((outcome) => outcome.id === result.winningOutcomeIds[0])).toBe(true);
    // Later calls answer the same season until the next one ends.
    expect(feed.outrightResult(league.id, endsAt + 2 * DAY)).toEqual(result);
    // One instant before, that season has no result: an earlier season's (or none) is answered.
    const before = feed.outrightResult(league.id, endsAt - 1);
    expect(before === null || before.endsAt < endsAt).toBe(true);
    // The next season is offered from the end on, suspended until its first match starts.
    const next = feed.outright(league.id, endsAt)!;
    expect(next.endsAt).toBeGreaterThan(endsAt);
    expect(next.markets.every((market) => market.status === 'suspended')).toBe(true);
    expect(markets.every((market) => market.status === 'open')).toBe(true);
    const firstStart = feed
      .eventsStartingBetween(endsAt, next.endsAt)
      .find((event) => event.leagueId === league.id)!.startsAt;
    expect(feed.outright(league.id, firstStart - 1)!.markets[0]!.status).toBe('suspended');
    expect(feed.outright(league.id, firstStart)!.markets[0]!.status).toBe('open');
  });

  it('settles football top scorer on one of the players the market offered last', () => {
    const league = leagueOf('football');
    const { endsAt } = feed.outright(league.id, T0)!;
    const result = feed.outrightResult(league.id, endsAt)!;
    const scorer = result.winningOutcomeIds.find((id) => id.startsWith(`${league.id}/top_scorer/p`));
    expect(scorer).toBeDefined();
    const lastOffer = feed.outright(league.id, endsAt - 1)!.markets.find((market) => market.type === 'top_scorer')!;
    expect(lastOffer.outcomes.map((outcome) => outcome.id)).toContain(scorer);
    expect(result.winningOutcomeIds).toHaveLength(2);
  });

  it('is deterministic and null for unknown leagues', () => {
    const league = leagueOf('football');
    const { endsAt } = feed.outright(league.id, T0)!;
    expect(simulatorAt('alpha').outrightResult(league.id, endsAt)).toEqual(feed.outrightResult(league.id, endsAt));
    expect(feed.outrightResult(1, endsAt)).toBeNull();
  });
});
